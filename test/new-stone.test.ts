// The promise of the manifest: an editor adds a stone by appending one entry to `stones`. Appended to a copy of
// site.manifest.ts, a complete stone passes `npm run check`, builds, and passes every content gate.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DATA_FOLDER, DIST_DIR, MANIFEST_FILE, ROOT } from '../node/project-folders';
import type { SiteMapPageData } from '../renderer/shared/page-data';
import { htmlFileFor, pageDataFile } from '../renderer/shared/routes';
import { differingFiles, fileTree } from './file-tree';
import { NEW_STONE } from './fixtures/new-stone';
import { allGates } from './gates';
import { compile, manifestCopy } from './helpers';
import { testResultsDir } from './workspace';

const BUILD_TIMEOUT = 600_000;

/** site.manifest.ts with the stone written at the end of `stones`, as an editor would paste it. */
function manifestWithStone(): string {
  const source = readFileSync(MANIFEST_FILE, 'utf8');
  const start = source.indexOf("const stones: ManifestInput['stones'] = [");
  const end = source.indexOf('\n];\n', start);
  expect(start).toBeGreaterThan(0);
  const entry = `  ${JSON.stringify(NEW_STONE, null, 2).replace(/\n/g, '\n  ')},`;
  const file = join(mkdtempSync(join(tmpdir(), 'new-stone-')), 'site.manifest.ts');
  writeFileSync(file, `${source.slice(0, end)}\n${entry}${source.slice(end)}`);
  return file;
}

const npm = (args: string[]) => spawnSync('npm', ['run', '--silent', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('a stone appended to the manifest', () => {
  it(
    'passes the check, builds, and passes every content gate',
    async () => {
      const file = manifestWithStone();
      const real = compile(manifestCopy());

      const check = npm(['check', '--', file]);
      expect(check.status).toBe(0);
      // No problem and no warning; the list of samples to replace before publishing is the real site's own.
      expect(check.stderr).not.toMatch(/^The site /m);
      expect(check.stderr).not.toContain('stones[');
      expect(check.stdout).toContain(
        `Manifest OK: ${real.routes.length + 1} routes (${real.manifest.pages.length} content pages, ${real.manifest.stones.length + 1} stones).`,
      );

      // Inside the project, so that the server bundle finds react in node_modules.
      const out = testResultsDir('new-stone');
      onTestFinished(() => rmSync(out, { recursive: true, force: true }));
      const dist = join(out, 'dist');
      const build = npm(['build', '--', '--manifest', file, '--out', dist]);
      expect(build.status, build.stderr).toBe(0);
      expect(existsSync(join(dist, htmlFileFor(NEW_STONE.route!)))).toBe(true);
      expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`${NEW_STONE.route}</loc>`);

      const m = manifestCopy();
      m.stones.push(structuredClone(NEW_STONE));
      const site = compile(m);
      const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
      expect(map.groups.find((g) => g.title === 'Joias por Pedra')!.links.map((l) => l.to)).toContain(NEW_STONE.route);

      const failures = Object.entries(await allGates(site, dist)).filter(([, failed]) => failed.length);
      expect(failures).toEqual([]);

      // Taken out again and built into the same folder: nothing of the build with the stone is left (its page, its
      // page data, that build's data folder), and the folder is byte for byte the project's own build, dist/.
      const dataFolders = readdirSync(join(dist, DATA_FOLDER));
      expect(dataFolders).toHaveLength(1);
      const stoneData = join(dist, DATA_FOLDER, dataFolders[0], pageDataFile(NEW_STONE.route!));
      expect(existsSync(stoneData)).toBe(true);
      const rebuild = npm(['build', '--', '--out', dist]);
      expect(rebuild.status, rebuild.stderr).toBe(0);
      expect(existsSync(join(dist, htmlFileFor(NEW_STONE.route!)))).toBe(false);
      expect(existsSync(stoneData)).toBe(false);
      const rebuilt = fileTree(dist);
      const fresh = fileTree(DIST_DIR);
      expect([...rebuilt.keys()]).toEqual([...fresh.keys()]);
      expect(differingFiles(fresh, rebuilt)).toEqual([]);
      // Nothing is left beside it: the client build's own folder has been emptied into it and removed.
      expect(readdirSync(out).sort()).toEqual(['dist', 'dist-deploy']);
    },
    BUILD_TIMEOUT,
  );
});
