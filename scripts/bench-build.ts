// The build's speed, timed for `npm run bench`: the site with 5,000 extra stones built with an empty Markdown
// cache (cold), again with the cache full as the previous build left it (warm: a new cache, nothing in memory, as a
// new `npm run build` process finds it), and again with one stone's text changed; and the real site rebuilt after
// one Markdown file was saved, as an editor does. Pages per second are end to end: the manifest check and the
// Markdown, the client and SSR builds and the prerender, over every page written (404 left out).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONTENT_DIR } from '../node/project-folders';
import { buildSite, type BuildTimings } from './build';

export interface BuildRuns {
  stones: number;
  cold: BuildTimings;
  warm: BuildTimings;
  /** newFilesMs right before the cold and the warm build. */
  newFiles: { cold: number; warm: number };
  /** The scaled site, one stone's text changed since the warm build. */
  oneStone: BuildTimings;
  /** The real site, one page's Markdown file saved since its previous build. */
  oneBody: BuildTimings;
}

/** A budget as bench.ts lists it. */
interface Budget {
  name: string;
  figure: string;
  limit: string;
  ok: boolean;
}

// The build's budgets (issue 29): pages per second cold and warm, a rebuild with one changed body.
export const PAGES_PER_SECOND_COLD = 1000;
export const PAGES_PER_SECOND_WARM = 1000;
export const ONE_BODY_REBUILD_MS = 3000;

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const pagesPerSecond = (t: BuildTimings) => t.pages / (t.totalMs / 1000);

/** A manifest module beside `manifest` that changes the last stone's care text. */
function oneStoneChanged(manifest: string): string {
  const file = manifest.replace(/\.ts$/, '-one-stone-changed.ts');
  writeFileSync(
    file,
    `import base from './${basename(manifest, '.ts')}';
const last = base.stones.length - 1;
export default {
  ...base,
  stones: base.stones.map((s, i) => (i === last ? { ...s, care: s.care + ' Guarde cada peça num saquinho próprio.' } : s)),
};
`,
  );
  return file;
}

/** New files the probe makes: as many as a build of 400 pages writes. */
const PROBE_FILES = 1000;

/**
 * How long this machine's file system takes to make PROBE_FILES new files of 8 KB in a new folder of `dir`, now: a
 * scale build makes 15,000 (5,000 folders, 10,000 files) and 5,000 more with an empty Markdown cache. On an ext4
 * without a journal, each new file is far slower for minutes after thousands were removed (the allocator looks past
 * every inode freed lately), and the builds slow down with it: the figure says which state a build met.
 */
export function newFilesMs(dir: string): number {
  const folder = join(dir, `new-files-${Date.now()}`);
  const text = 'x'.repeat(8192);
  const start = performance.now();
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < PROBE_FILES; i++) writeFileSync(join(folder, `${i}.txt`), text);
  return performance.now() - start;
}

/** Above this, the file system is still giving back removed files (a settled disk here: 30 to 50 ms; then, 450 to 700). */
const SETTLED_NEW_FILES_MS = 150;
/** The longest the kernel keeps looking past removed inodes (ext4's five minutes), and how often the bench looks. */
const SETTLE_WAIT_MS = 5 * 60 * 1000;
const SETTLE_STEP_MS = 15 * 1000;

/**
 * newFilesMs in `dir` once the file system has settled, at most SETTLE_WAIT_MS from now: a timed build right after
 * thousands of files were removed (the last bench's folder, a test run's sites) would time the file system's
 * recovery instead of the build. Gives the last probe's time.
 */
export async function settledFileSystem(dir: string): Promise<number> {
  const start = Date.now();
  let ms = newFilesMs(dir);
  while (ms > SETTLED_NEW_FILES_MS && Date.now() - start < SETTLE_WAIT_MS) {
    console.log(
      `The file system makes new files slowly (${PROBE_FILES.toLocaleString('en')} in ${Math.round(ms)} ms, as for minutes after many were removed): waiting for it to settle...`,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
    ms = newFilesMs(dir);
  }
  return ms;
}

/** The Markdown cache of a scale build: empty for its first build, in the bench's folder (never the project's). */
export const scaleMarkdownCache = (tmp: string, stones: number) => join(tmp, `markdown-${stones}`);

/**
 * The runs, in `tmp`: `manifest` is the module of the site with `stones` extra stones, whose cold build the scale
 * table has just timed (`cold`, with the cache of scaleMarkdownCache). The scale builds leave out the share cards.
 */
export async function buildRuns(
  tmp: string,
  manifest: string,
  stones: number,
  cold: BuildTimings,
  coldNewFiles: number,
): Promise<BuildRuns> {
  const scale = {
    outDir: join(tmp, 'dist-scale'),
    markdownCacheDir: scaleMarkdownCache(tmp, stones),
    shareCards: false,
  };
  console.log(`Building with ${stones} extra stones again: the Markdown cache full, then one stone changed...`);
  const newFiles = { cold: coldNewFiles, warm: await settledFileSystem(tmp) };
  const warm = await buildSite({ ...scale, manifest });
  const oneStone = await buildSite({ ...scale, manifest: oneStoneChanged(manifest) });

  console.log('Building the site, then again after one Markdown file is saved...');
  const contentDir = join(tmp, 'content');
  cpSync(CONTENT_DIR, contentDir, { recursive: true });
  const site = { outDir: join(tmp, 'dist-site'), contentDir, markdownCacheDir: join(tmp, 'markdown-site') };
  await buildSite(site);
  const body = join(contentDir, 'pages/aneis-de-prata-bali-artesanais.md');
  writeFileSync(body, `${readFileSync(body, 'utf8')}\nParágrafo acrescentado para medir uma nova compilação.\n`);
  const oneBody = await buildSite(site);
  return { stones, cold, warm, newFiles, oneStone, oneBody };
}

export function buildBudgets({ stones, cold, warm, oneBody }: BuildRuns): Budget[] {
  const n = stones.toLocaleString('en');
  const rate = (t: BuildTimings) => `${pagesPerSecond(t).toFixed(0)} pages/s`;
  return [
    {
      name: `${n}-stone build, empty Markdown cache (end to end)`,
      figure: rate(cold),
      limit: `>= ${PAGES_PER_SECOND_COLD} pages/s`,
      ok: pagesPerSecond(cold) >= PAGES_PER_SECOND_COLD,
    },
    {
      name: `${n}-stone build, full Markdown cache (end to end)`,
      figure: rate(warm),
      limit: `>= ${PAGES_PER_SECOND_WARM} pages/s`,
      ok: pagesPerSecond(warm) >= PAGES_PER_SECOND_WARM,
    },
    {
      name: 'Rebuild of the site after one Markdown file is saved',
      figure: sec(oneBody.totalMs),
      limit: `< ${sec(ONE_BODY_REBUILD_MS)}`,
      ok: oneBody.totalMs < ONE_BODY_REBUILD_MS,
    },
  ];
}

export function buildReport({ stones, cold, warm, newFiles, oneStone, oneBody }: BuildRuns): string[] {
  const row = (name: string, t: BuildTimings) =>
    `| ${name} | ${t.pages} | ${sec(t.totalMs)} | ${sec(t.compileMs)} | ${sec(t.bundleWaitMs)} | ${sec(t.prerenderMs)} | ${pagesPerSecond(t).toFixed(0)} | ${sec(t.cpuMs)} | ${t.markdown.compiled} / ${t.markdown.read} | ${t.threads.count} (${t.threads.onWorkers} of ${t.threads.batches}) |`;
  const n = stones.toLocaleString('en');
  return [
    '## Build: threads and the Markdown cache',
    '',
    '| build | pages | total | manifest + Markdown | waiting for the client and SSR builds, built beside it | prerender | pages/s | CPU | Markdown compiled / from the cache | threads (batches on workers) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row(`${n} extra stones, empty Markdown cache`, cold),
    row(`${n} extra stones, full Markdown cache`, warm),
    row(`${n} extra stones, one stone's text changed`, oneStone),
    row('the site, one Markdown file saved', oneBody),
    '',
    "Pages per second are end to end (pages / total). CPU is the build process's, all its threads, which a loaded machine does not inflate as it does the total. The stone builds leave out the share cards, as the scale table does.",
    '',
    `The file system, right before each build, made ${PROBE_FILES.toLocaleString('en')} new files of 8 KB in ${Math.round(newFiles.cold)} ms (empty Markdown cache) and ${Math.round(newFiles.warm)} ms (full). Each of these builds makes 15,000 new files and folders, 20,000 with an empty Markdown cache: for minutes after thousands of files were removed, this machine's ext4 (no journal) makes each new one ten times slower or more, so the bench waits (five minutes at most) until ${PROBE_FILES.toLocaleString('en')} new files take ${SETTLED_NEW_FILES_MS} ms or less before each timed build of the stones.`,
    '',
  ];
}
