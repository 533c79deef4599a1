// What the project writes and never reads as its source (builds, the bench's and the tests' sites, the image cache)
// is left alone by git, ESLint and Prettier, as the dev server's watcher leaves it (the `generated` list of folders.json).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';
import { GENERATED_FOLDERS } from '../node/project-folders';
import { ROOT } from '../node/vite/config';

describe('every generated folder', () => {
  it('is ignored by git', () => {
    const ignored = execFileSync(
      'git',
      ['check-ignore', '--no-index', ...GENERATED_FOLDERS.map((f) => `${f}/x.json`)],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(ignored.trim().split('\n')).toEqual(GENERATED_FOLDERS.map((f) => `${f}/x.json`));
  });

  it('is ignored by ESLint and Prettier', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const folder of GENERATED_FOLDERS) {
      expect(await eslint.isPathIgnored(join(ROOT, folder, 'x.js')), folder).toBe(true);
      const info = await getFileInfo(join(ROOT, folder, 'x.json'), { ignorePath: join(ROOT, '.prettierignore') });
      expect(info.ignored, folder).toBe(true);
    }
  });
});
