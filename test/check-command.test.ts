// `npm run check` as an editor runs it, on broken copies of the manifest and of content/: every problem printed
// with its file and line and what to do, never a stack trace; warnings printed without failing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, ROOT } from '../node/project-folders';
import { contentCopy, writeMarkdown } from './helpers';

const SOURCE = readFileSync(MANIFEST_FILE, 'utf8');
const STACK_FRAME = /^\s+at .+[:(]/m;

/** A copy of site.manifest.ts with each [before, after] replacement made (each must match once). */
function manifestFile(edits: [string, string][]): { file: string; text: string } {
  let text = SOURCE;
  for (const [before, after] of edits) {
    expect(text.split(before), before).toHaveLength(2);
    text = text.replace(before, after);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'site.manifest.ts');
  writeFileSync(file, text);
  return { file, text };
}

const lineOf = (text: string, fragment: string, after = 0) => {
  const at = text.indexOf(fragment, after);
  return text.slice(0, at).split('\n').length;
};

function check(file: string, content?: string) {
  const args = ['run', '--silent', 'check', '--', file, ...(content ? ['--content', content] : [])];
  const run = spawnSync('npm', args, { encoding: 'utf8', cwd: ROOT });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run check', () => {
  it('shows a syntax error at its line and column with a caret, and no stack trace', () => {
    const { file, text } = manifestFile([["    name: 'Turquesa',\n", "    name: 'Turquesa'\n"]]);
    const line = lineOf(text, "    title: 'Joias com turquesa em prata Bali'");
    const { status, stderr } = check(file);
    expect(status).toBe(1);
    expect(stderr).toContain(`${file}:${line}:5: syntax error: Expected "}" but found "title"`);
    expect(stderr).toContain(`${line} |     title: 'Joias com turquesa em prata Bali',\n`);
    expect(stderr).toMatch(new RegExp(`\\n {6}${' '.repeat(`${line} | `.length + 4)}\\^\\n`));
    expect(stderr).toContain(`a comma is probably missing at the end of line ${line - 1}`);
    expect(stderr).toContain('[syntax-error]');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('shows a constant misspelt in the manifest at its line, and no stack trace', () => {
    const { file, text } = manifestFile([['  company,\n', '  company: compnay,\n']]);
    const line = lineOf(text, '  company: compnay,');
    const { status, stderr } = check(file);
    expect(status).toBe(1);
    expect(stderr).toContain(`${file}:${line}:12: ReferenceError: compnay is not defined [runtime-error]`);
    expect(stderr).toContain(`${line} |   company: compnay,\n`);
    expect(stderr).toContain('check the names used here: every constant must be defined above its use');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('names the file, the line, the entry and what to do, for the manifest and a Markdown body', () => {
    const content = contentCopy();
    mkdirSync(join(content, 'pages/rascunhos.md'));
    writeMarkdown(content, 'pages/joias-bali-minimalistas.md', 'Peças leves.\n\nVeja [nossos anéis](/aneis).\n');
    // Labradorite's photo key with its last letter lost, as a slip of the keyboard would.
    const labradorite = SOURCE.indexOf("slug: 'labradorita'");
    const hero = SOURCE.slice(labradorite).match(/heroImage: '([^']+)'/)![1];
    const upToHero = SOURCE.slice(labradorite, SOURCE.indexOf(`heroImage: '${hero}'`, labradorite));
    const { file, text } = manifestFile([
      ["body: 'pages/catalogo-de-joias-bali.md'", "body: 'pages/rascunhos.md'"],
      [`${upToHero}heroImage: '${hero}'`, `${upToHero}heroImage: '${hero.slice(0, -1)}'`],
    ]);
    const { status, stderr } = check(file, content);
    expect(status).toBe(1);
    expect(stderr).toContain('content/pages/joias-bali-minimalistas.md:3: link "/aneis" is not a route');
    expect(stderr).toContain('did you mean /aneis-de-prata-bali-artesanais?');
    expect(stderr).toContain(
      `${file}:${lineOf(text, `heroImage: '${hero.slice(0, -1)}'`)}: stones[15] (labradorita).heroImage: image "${hero.slice(0, -1)}" is not in images`,
    );
    expect(stderr).toContain(`did you mean "${hero}"?`);
    expect(stderr).toContain(
      `${file}:${lineOf(text, "body: 'pages/rascunhos.md'")}: pages[26] (/catalogo-de-joias-bali).body: content/pages/rascunhos.md is a folder, not a Markdown file`,
    );
    expect(stderr).not.toMatch(STACK_FRAME);
    expect(stderr).not.toContain('EISDIR');
  });

  it('prints a warning and passes', () => {
    const content = contentCopy();
    const body = readFileSync(join(content, 'pages/joias-bali-minimalistas.md'), 'utf8');
    writeMarkdown(content, 'pages/joias-bali-minimalistas.md', `${body}\nUma linha com <u>HTML</u>.\n`);
    const { status, stdout, stderr } = check(MANIFEST_FILE, content);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Manifest OK: \d+ routes/m);
    expect(stderr).toContain(
      `warning: content/pages/joias-bali-minimalistas.md:${body.split('\n').length + 1}: raw HTML is removed from the page: <u>`,
    );
  });
});
