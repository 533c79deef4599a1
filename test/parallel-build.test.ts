// The build shares the Markdown compile and the prerender among its threads (node/threads/thread-pool.ts): what it
// writes must not depend on how many there are. The site is built twice from the same sources, on one thread
// (BUILD_THREADS=1, as the README says) and on three (two workers beside the main thread, whatever the machine's
// cores), each with an empty Markdown cache so that the workers compile too, and the two folders are compared, and
// so are the two caches the builds leave (the workers write the compiled bodies' files while the pages compile).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../node/project-folders';
import { differingFiles, fileTree } from './file-tree';
import { testResultsDir } from './workspace';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dir = testResultsDir('parallel-build');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function build(threads: number): Promise<{ out: string; stdout: string }> {
  const out = join(dir, `dist-${threads}`);
  const { stdout } = await promisify(execFile)(
    TSX,
    ['scripts/build.ts', '--out', out, '--markdown-cache', join(dir, `markdown-${threads}`)],
    { cwd: ROOT, env: { ...process.env, BUILD_THREADS: String(threads) } },
  );
  return { out, stdout };
}

describe('a build on several threads', () => {
  it('writes dist/ byte for byte as a build on one thread does', async () => {
    const [one, three] = await Promise.all([build(1), build(3)]);
    expect(one.stdout).toMatch(/Threads: 1 \(BUILD_THREADS=1 builds on one\), the workers took 0 of \d+ batches/);
    // The workers did take part: in the Markdown compile or the prerender, or both.
    const [, onWorkers] = three.stdout.match(/Threads: 3 .*?the workers took (\d+) of \d+ batches/)!;
    expect(Number(onWorkers)).toBeGreaterThan(0);
    expect(three.stdout).toMatch(/Markdown: [1-9]\d* bodies compiled, 0 from the cache/);

    const single = fileTree(one.out);
    const parallel = fileTree(three.out);
    expect([...parallel.keys()]).toEqual([...single.keys()]);
    expect(single.size).toBeGreaterThan(60);
    expect(differingFiles(single, parallel)).toEqual([]);
    expect(readFileSync(`${three.out}-deploy/nginx.conf`)).toEqual(readFileSync(`${one.out}-deploy/nginx.conf`));

    // Every body compiled has its file in the cache once the build is done, whole, on three threads as on one.
    const cached = (threads: number) => readdirSync(join(dir, `markdown-${threads}`)).sort();
    const [, compiled] = three.stdout.match(/Markdown: (\d+) bodies compiled/)!;
    expect(cached(3)).toHaveLength(Number(compiled));
    expect(cached(3).every((name) => name.endsWith('.json'))).toBe(true);
    expect(cached(3)).toEqual(cached(1));
  });
});
