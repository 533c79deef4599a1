// Where code runs is enforced once, by `npm run lint` (no-restricted-imports in eslint.config.js, from the folder
// lists of folders.json): these imports, planted in each folder and never written, prove the rules bite. Browser
// code that imports Node-only code, shared code that imports a package and Node code that imports the app fail.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BROWSER_FOLDERS, ROOT, SHARED_FOLDERS, TYPES_FOR_BROWSER } from '../node/project-folders';

const APP_FOLDERS = BROWSER_FOLDERS.filter((f) => !SHARED_FOLDERS.includes(f));

/** The import rules' messages for `code` written in `file` (a path of the project; nothing is written). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('npm run lint holds every folder to its side', () => {
  const nodeOnly = (up: string) =>
    [
      `import { markdownToHtml } from '${up}node/markdown/markdown';`,
      "import { z } from 'zod';",
      "import { readFileSync } from 'node:fs';",
      'export const all = [markdownToHtml, z, readFileSync];',
    ].join('\n');
  const upFrom = (folder: string) => '../'.repeat(folder.split('/').length + 1);

  it.each(APP_FOLDERS)('refuses Node-only code, a devDependency and a Node built-in in %s/', async (folder) => {
    expect(await importProblems(`${folder}/sub/imports.ts`, nodeOnly(upFrom(folder)))).toEqual([
      expect.stringContaining('That folder is Node-only: browser code may import only'),
      expect.stringContaining('A devDependency is Node-only'),
      expect.stringContaining('A Node built-in is Node-only'),
    ]);
  });

  it.each(BROWSER_FOLDERS)("lets %s/ name the manifest's types, never run their module", async (folder) => {
    const types = `${upFrom(folder)}${TYPES_FOR_BROWSER[0].replace(/\.ts$/, '')}`;
    const file = `${folder}/sub/imports.ts`;
    expect(await importProblems(file, `import type { Manifest } from '${types}';\nexport type M = Manifest;`)).toEqual(
      [],
    );
    expect(await importProblems(file, `import { Manifest } from '${types}';\nexport type M = Manifest;`)).toEqual([
      expect.stringContaining("Browser code may name the manifest's types (import type), never run this module."),
    ]);
  });

  it.each(SHARED_FOLDERS)('refuses any import but shared code in %s/', async (folder) => {
    const pure = expect.stringContaining('is pure and runs on both sides');
    expect(await importProblems(`${folder}/sub/imports.ts`, nodeOnly(upFrom(folder)))).toEqual([pure, pure, pure]);
    expect(await importProblems(`${folder}/imports.ts`, "export { escapeHtml } from './escape-html';")).toEqual([]);
  });

  it('lets Node code import anything but the app', async () => {
    const nodeCode = (spec: string) => `import { a } from '${spec}';\nexport const b = a;`;
    expect(await importProblems('node/compile/x.ts', nodeCode('../../components/SiteFooter'))).toEqual([
      expect.stringContaining('Node code does not import the app'),
    ]);
    expect(await importProblems('node/compile/x.ts', nodeCode('../../renderer/shared/routes'))).toEqual([]);
  });
});
