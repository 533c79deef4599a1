// The build's speed, timed for `npm run bench`: the site with 5,000 extra stones built with an empty Markdown
// cache (cold), again with the cache full as the previous build left it (warm: a new cache, nothing in memory, as a
// new `npm run build` process finds it), and again with one stone's text changed; and the real site rebuilt after
// one Markdown file was saved, as an editor does. Times are end to end: the manifest check and the Markdown, the
// client and SSR builds and the prerender.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONTENT_DIR } from '../node/project-folders';
import type { Budget } from './bench-budgets';
import { buildSite, type BuildTimings } from './build';
import { sec } from '../node/format';

export interface BuildRuns {
  stones: number;
  cold: BuildTimings;
  warm: BuildTimings;
  /** The scaled site, one stone's text changed since the warm build. */
  oneStone: BuildTimings;
  /** The real site, one page's Markdown file saved since its previous build. */
  oneBody: BuildTimings;
}

// The build's budgets, end to end on a 2-core machine: the 5,000-stone site cold and with every body unchanged, and
// the page an editor saves, rebuilt.
export const COLD_BUILD_MS = 30_000;
export const WARM_BUILD_MS = 10_000;
export const ONE_BODY_REBUILD_MS = 1000;

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

/** The Markdown cache of a scale build: empty for its first build, in the bench's folder (never the project's). */
export const scaleMarkdownCache = (tmp: string, stones: number) => join(tmp, `markdown-${stones}`);

/**
 * The runs, in `tmp`: `manifest` is the module of the site with `stones` extra stones, whose cold build the bench
 * has just timed (`cold`, with the cache of scaleMarkdownCache). The scale builds leave out the share cards.
 */
export async function buildRuns(tmp: string, manifest: string, stones: number, cold: BuildTimings): Promise<BuildRuns> {
  const scale = {
    outDir: join(tmp, 'dist-scale'),
    markdownCacheDir: scaleMarkdownCache(tmp, stones),
    shareCards: false,
  };
  console.log(`Building with ${stones} extra stones again: the Markdown cache full, then one stone changed...`);
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
  return { stones, cold, warm, oneStone, oneBody };
}

export function buildBudgets({ stones, cold, warm, oneBody }: BuildRuns): Budget[] {
  const n = stones.toLocaleString('en');
  const within = (name: string, t: BuildTimings, limitMs: number) => ({
    name,
    figure: sec(t.totalMs),
    limit: `<= ${sec(limitMs)}`,
    ok: t.totalMs <= limitMs,
  });
  return [
    within(`${n}-stone build, empty Markdown cache (end to end)`, cold, COLD_BUILD_MS),
    within(`${n}-stone build, every body unchanged (end to end)`, warm, WARM_BUILD_MS),
    within('Rebuild of the site after one Markdown file is saved', oneBody, ONE_BODY_REBUILD_MS),
  ];
}

export function buildReport({ stones, cold, warm, oneStone, oneBody }: BuildRuns): string[] {
  const row = (name: string, t: BuildTimings) =>
    `| ${name} | ${t.pages} | ${sec(t.totalMs)} | ${sec(t.compileMs)} | ${sec(t.bundleWaitMs)} | ${sec(t.prerenderMs)} | ${sec(t.cpuMs)} | ${t.markdown.compiled} / ${t.markdown.read} |`;
  const n = stones.toLocaleString('en');
  return [
    '## Build: the Markdown cache',
    '',
    '| build | pages | total | manifest + Markdown | waiting for the client and SSR builds, built beside it | prerender | CPU | Markdown compiled / from the cache |',
    '|---|---|---|---|---|---|---|---|',
    row(`${n} extra stones, empty Markdown cache`, cold),
    row(`${n} extra stones, full Markdown cache`, warm),
    row(`${n} extra stones, one stone's text changed`, oneStone),
    row('the site, one Markdown file saved', oneBody),
    '',
    "CPU is the build process's, which a loaded machine does not inflate as it does the total. The stone builds leave out the share cards: thousands of cards would time the image cache, timed under The company's own photos.",
    '',
  ];
}
