// A new build after an editor changed a text: the pages and their data are new, the app's code is the same files.
// The app is bundled from the shell (node/compile/shell.ts), which holds no page's data, and each page names the
// build's data folder on its starter script, so a visitor who comes back after a text edit downloads no code again.
// A build that replaces the last one ends as a build into an empty folder would, whatever of the last one is gone.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, DIST_DIR, ROOT } from '../node/project-folders';
import { differingFiles, fileTree } from './file-tree';
import { testResultsDir } from './workspace';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dir = testResultsDir('rebuild');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const content = join(dir, 'content');
const build = (out: string, from = content) =>
  promisify(execFile)(
    TSX,
    ['scripts/build.ts', '--content', from, '--out', out, '--markdown-cache', join(dir, 'markdown')],
    { cwd: ROOT },
  );

const appFiles = (out: string) => new Map([...fileTree(out)].filter(([file]) => file.startsWith('assets/')));
const dataFolder = (out: string) => {
  const folders = readdirSync(join(out, '_data'));
  expect(folders).toHaveLength(1);
  return `/_data/${folders[0]}`;
};
const starterOf = (html: string) => html.match(/<script type="module"[^>]*>/)![0];

// The build before the edit is dist/, the project's own build of the same content (test/global-setup.ts makes it
// before any test). Each test makes one or two whole builds more: on a loaded 2-core machine that can pass vitest's
// minute.
describe('a build after a text is changed', { timeout: 180_000 }, () => {
  it("keeps the app's files as they were and names a new data folder on every page", async () => {
    cpSync(CONTENT_DIR, content, { recursive: true });
    const before = DIST_DIR;
    const after = join(dir, 'after');
    const added = 'Parágrafo novo, escrito para ver a página mudar sem mudar o código do site.';
    appendFileSync(join(content, 'pages/aneis-de-prata-bali-artesanais.md'), `\n${added}\n`);
    await build(after);

    const code = appFiles(before);
    expect([...code.keys()].some((file) => file.endsWith('.js'))).toBe(true);
    expect([...appFiles(after).keys()]).toEqual([...code.keys()]);
    expect(differingFiles(code, appFiles(after))).toEqual([]);

    const [oldData, newData] = [dataFolder(before), dataFolder(after)];
    expect(newData).not.toBe(oldData);
    const page = readFileSync(join(after, 'aneis-de-prata-bali-artesanais/index.html'), 'utf8');
    expect(page).toContain(added);
    for (const html of [page, readFileSync(join(after, 'index.html'), 'utf8')]) {
      expect(starterOf(html)).toContain(`data-page-data="${newData}"`);
      expect(starterOf(html)).toMatch(new RegExp(`data-load="[^"]*${newData}/[^"]+\\.json`));
    }
    const data = JSON.parse(readFileSync(join(after, newData, 'aneis-de-prata-bali-artesanais.json'), 'utf8'));
    expect(JSON.stringify(data)).toContain(added);
  });

  // The build is made in a folder of its own and takes the last one's place: nothing of the last build stays, even
  // where a page's folder or file went missing since.
  it('written over an older build with some of its files gone, leaves what a build into an empty folder leaves', async () => {
    const edited = join(dir, 'content-over');
    cpSync(CONTENT_DIR, edited, { recursive: true });
    const over = join(dir, 'over');
    cpSync(DIST_DIR, over, { recursive: true });
    rmSync(join(over, 'joias-com-pedra-jade'), { recursive: true });
    rmSync(join(over, 'aneis-de-prata-bali-artesanais/index.html'));
    const oldData = dataFolder(over);
    appendFileSync(join(edited, 'pages/colares-e-pingentes-prata-bali.md'), '\nParágrafo novo, salvo depois.\n');
    const empty = join(dir, 'empty');
    await build(over, edited);
    await build(empty, edited);

    expect(dataFolder(over)).not.toBe(oldData);
    expect(existsSync(join(over, oldData))).toBe(false);
    const rebuilt = fileTree(over);
    const fresh = fileTree(empty);
    expect([...rebuilt.keys()].sort()).toEqual([...fresh.keys()].sort());
    expect(rebuilt.has('joias-com-pedra-jade/index.html')).toBe(true);
    expect(rebuilt.has('aneis-de-prata-bali-artesanais/index.html')).toBe(true);
    expect(differingFiles(fresh, rebuilt)).toEqual([]);
    expect(readFileSync(join(over, 'colares-e-pingentes-prata-bali/index.html'), 'utf8')).toContain(
      'Parágrafo novo, salvo depois.',
    );
  });
});
