// A build writes over the last one in place (node/prerender/build-folder.ts): what the last build had and this one
// did not make must not survive, whatever stood where (a page taken out, a file become a folder and the opposite),
// and the files of the client build's own folder end in the site's folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFolder, clearConflictingPaths, moveInto, removeStale } from '../node/prerender/build-folder';
import { fileTree } from './file-tree';
import { testResultsDir } from './workspace';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

const texts = (root: string) => Object.fromEntries([...fileTree(root)].map(([file, bytes]) => [file, String(bytes)]));

describe('a build written over the last one', () => {
  it('lists what the last build left, and nothing for a folder not there yet', async () => {
    dir = testResultsDir('build-folder');
    write(join(dir, 'dist'), { 'index.html': 'a', 'pedras/jade/index.html': 'b' });
    const listing = listFolder(join(dir, 'dist'));
    expect([...listing.files].sort()).toEqual(['index.html', 'pedras/jade/index.html']);
    expect([...listing.folders].sort()).toEqual(['pedras', 'pedras/jade']);
    expect(listFolder(join(dir, 'missing'))).toEqual({ files: new Set(), folders: new Set() });
  });

  it('ends holding exactly the files this build wrote: a page taken out leaves neither its file nor its folder', async () => {
    dir = testResultsDir('build-folder');
    const out = join(dir, 'dist');
    write(out, {
      'index.html': 'old home',
      'joias-com-pedra-jade/index.html': 'old jade',
      'joias-com-pedra-onix/index.html': 'old onix',
      '_data/aaaa/index.json': '{}',
      '_data/aaaa/joias-com-pedra-onix.json': '{}',
      'assets/app-OLD.js': 'old',
      'robots.txt': 'old',
    });
    const before = listFolder(out);
    const client = join(dir, 'dist-client');
    write(client, { 'assets/app-NEW.js': 'new app', 'favicon.svg': 'icon', '.vite/manifest.json': '{}' });
    const moved = await moveInto(client, out, before);
    expect(moved.sort()).toEqual(['.vite/manifest.json', 'assets/app-NEW.js', 'favicon.svg']);
    rmSync(join(out, '.vite'), { recursive: true });
    const pages = { 'index.html': 'home', 'joias-com-pedra-jade/index.html': 'jade', '_data/bbbb/index.json': '[]' };
    await clearConflictingPaths(out, before, Object.keys(pages));
    write(out, pages);
    await removeStale(out, before, [...moved, ...Object.keys(pages)]);

    expect(texts(out)).toEqual({
      '_data/bbbb/index.json': '[]',
      'assets/app-NEW.js': 'new app',
      'favicon.svg': 'icon',
      'index.html': 'home',
      'joias-com-pedra-jade/index.html': 'jade',
    });
    expect(listFolder(out).folders).toEqual(new Set(['_data', '_data/bbbb', 'assets', 'joias-com-pedra-jade']));
    expect(listFolder(client).files.size).toBe(0);
  });

  it('replaces a file of the last build where this one needs a folder, and a folder where it needs a file', async () => {
    dir = testResultsDir('build-folder');
    const out = join(dir, 'dist');
    write(out, { brincos: 'a file of public/', 'colares/index.html': 'a page' });
    const before = listFolder(out);
    const client = join(dir, 'dist-client');
    write(client, { colares: 'now a file of public/' });
    const moved = await moveInto(client, out, before);
    await clearConflictingPaths(out, before, ['brincos/index.html']);
    write(out, { 'brincos/index.html': 'now a page' });
    await removeStale(out, before, [...moved, 'brincos/index.html']);
    expect(texts(out)).toEqual({ 'brincos/index.html': 'now a page', colares: 'now a file of public/' });
    expect(readFileSync(join(out, 'colares'), 'utf8')).toBe('now a file of public/');
  });
});
