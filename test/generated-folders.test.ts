// What the project generates (builds, the bench's and the tests' sites) is skipped by every tool, from one list:
// the `generated` folders of folders.json. ESLint, Vitest and the dev server's watcher read the list; the tools that
// cannot (git and Prettier read .gitignore, the type check reads tsconfig.json's folders) are held to it here. So a
// run killed halfway, which leaves a build behind, never makes the next lint, format check, type check or test fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { GENERATED_FOLDERS, ROOT } from '../node/project-folders';
import vitestConfig from '../vitest.config';

/** A file a killed run could leave in a generated folder: a built script. */
const leftOver = (folder: string) => join(ROOT, folder, 'interrupted', 'assets', 'app.js');

describe('every generated folder', () => {
  it.each(GENERATED_FOLDERS)('%s/ is ignored by git (and so by Prettier)', async (folder) => {
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/^\/|\/$/g, ''));
    expect(ignored).toContain(folder);
    const info = await prettier.getFileInfo(leftOver(folder), { ignorePath: ['.gitignore', '.prettierignore'] });
    expect(info.ignored).toBe(true);
  });

  it.each(GENERATED_FOLDERS)('%s/ is not linted', async (folder) => {
    expect(await new ESLint({ cwd: ROOT }).isPathIgnored(leftOver(folder))).toBe(true);
  });

  it.each(GENERATED_FOLDERS)('%s/ is outside every folder the type check reads, and holds no test', (folder) => {
    const { include } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] };
    expect(include.filter((path) => folder === path || folder.startsWith(`${path}/`) || path.includes('*'))).toEqual(
      [],
    );
    expect(vitestConfig.test?.exclude).toContain(`${folder}/**`);
  });

  it('a file of the project outside them is linted, checked and formatted (the checks are live)', async () => {
    const file = join(ROOT, 'node/project-folders.ts');
    expect(await new ESLint({ cwd: ROOT }).isPathIgnored(file)).toBe(false);
    expect((await prettier.getFileInfo(file, { ignorePath: ['.gitignore', '.prettierignore'] })).ignored).toBe(false);
  });
});
