// `npm run bench`: builds the site and prints what it costs: build time, page weight per route type, the site with
// 5,000 extra stones built with an empty and a full Markdown cache, and rebuilds after one changed body
// (scripts/bench-build.ts), the dev server's cold start and save-to-page times (scripts/bench-dev.ts), the
// company's own photos (a landing page whose hero is a 4,000 px camera JPEG: what a 390 px phone downloads; a site
// with 30 photo files built with an empty and a full image cache: scripts/bench-photos.ts), and Lighthouse (mobile)
// medians of each sampled page beside its own HTML-only version (the same file without its scripts), with the ratio
// of their LCP.
// `npm run bench -- --check` exits 1 when a budget is missed; `--runs 5` takes more Lighthouse runs per page;
// `--skip-scale`, `--skip-dev`, `--skip-photos` and `--skip-lighthouse` leave those parts out; `--page sitemap`
// (repeatable, a key of SAMPLE, or `photo` for the landing page with a photo file) measures only those pages with
// Lighthouse. Writes bench/results.json.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build as viteBuild } from 'vite';
import { ROOT } from '../node/project-folders';
import { htmlFileFor } from '../renderer/shared/routes';
import { imageOrigins } from '../node/prerender/deploy-config';
import { firstVisitBudgets, median, missedBudgets, startupBudgets, type Budget } from './bench-budgets';
import { benchDev, type DevTimings } from './bench-dev';
import { longestTask, LONGEST_TASK_NOTE } from './bench-long-task';
import { heroDownloads, heroPhotoSite, thirtyPhotoBuilds, type HeroDownload, type PhotoBuilds } from './bench-photos';
import { buildSite, type BuildTimings } from './build';
import { buildBudgets, buildReport, buildRuns, scaleMarkdownCache, type BuildRuns } from './bench-build';
import { bundleLeaks, firstVisitFiles, gzipBytes, pageTextSamples } from './first-visit';
import { loadSite } from './load-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../node/chromium';
import { startStaticServer } from '../node/preview/static-server';
import { kb, sec } from '../node/format';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-dev': { type: 'boolean', default: false },
    'skip-photos': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
  },
});
const BENCH = resolve(ROOT, 'bench');
const TMP = resolve(BENCH, 'tmp');
const SAMPLE = {
  home: '/',
  content: '/aneis-de-prata-bali-artesanais',
  stone: '/joias-com-pedra-ametista',
  sitemap: '/mapa-do-site',
} as const;
/** The landing page of the site whose hero is a photo file (scripts/bench-photos.ts), measured like the samples. */
const PHOTO_HOME = 'home with a 4,000 px photo file';
/** The extra stones of the scale builds (scripts/bench-build.ts). */
const STONES = 5000;
const unknownPages = (args.page ?? []).filter((k) => !(k in SAMPLE) && k !== 'photo');
if (unknownPages.length) {
  console.error(
    `Unknown --page ${unknownPages.join(', ')}: the sampled pages are ${Object.keys(SAMPLE).join(', ')} and photo.`,
  );
  process.exit(2);
}

type Weight = Record<'html' | 'js' | 'css' | 'data', { bytes: number; gzip: number }>;

/**
 * What a first visit to `path` downloads from our origin: the HTML and every script, style and data it names,
 * including what the entry script loads once the first screen is on display.
 */
async function firstVisit(dist: string, path: string): Promise<Weight> {
  const files = { html: [htmlFileFor(path)], ...firstVisitFiles(dist, htmlFileFor(path)) };
  const weigh = async (list: string[]) => {
    const contents = await Promise.all(list.map((f) => readFile(join(dist, f))));
    return { bytes: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipBytes(c), 0) };
  };
  const [html, js, css, data] = await Promise.all([files.html, files.js, files.css, files.data].map(weigh));
  return { html, js, css, data };
}

/** React and react-dom alone, built the same way: the floor under any React page. */
async function reactFloor(): Promise<number> {
  const dir = join(TMP, 'react-floor');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'entry.js'),
    "import { createElement } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nhydrateRoot(document.getElementById('root'), createElement('p', null, 'x'));\n",
  );
  const out = join(dir, 'out');
  await viteBuild({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: out,
      emptyOutDir: true,
      write: true,
      rollupOptions: { input: join(dir, 'entry.js') },
      manifest: true,
    },
  });
  const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((c) => c.isEntry)!;
  return gzipBytes(await readFile(join(out, entry.file)));
}

const WORDS =
  'prata bali joia anel brinco pulseira colar pingente pedra cor brilho artesanal envelhecida granulação filigrana lojista revenda vitrine cliente presente estilo tradição cuidado flanela catálogo atacado grama margem coleção tom reflexo lapidação cabochão contraste textura delicada marcante'.split(
    ' ',
  );

/** A manifest module: the real one plus `count` synthetic stones of about 300 words each. */
async function scaledManifest(count: number): Promise<string> {
  const file = join(TMP, `manifest-${count}.ts`);
  await mkdir(TMP, { recursive: true });
  await writeFile(
    file,
    `import base from '../../site.manifest';
const WORDS = ${JSON.stringify(WORDS)};
let seed = 1;
const rnd = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
const prose = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(' ') + '.';
const template = base.stones[0];
const extra = Array.from({ length: ${count} }, (_, i) => ({
  ...template,
  slug: 'sintetica-' + (i + 1),
  route: undefined,
  name: 'Pedra sintética ' + (i + 1),
  title: 'Pedra sintética número ' + (i + 1),
  // Each its own search and a description as long as a search result shows, as the check asks of every page.
  intent: 'joias com pedra sintética ' + (i + 1) + ' no atacado',
  description: 'Página de teste de escala número ' + (i + 1) + ' com joias de prata Bali e uma pedra inventada para medir quanto o site leva.',
  heroTitle: 'Pedra sintética ' + (i + 1) + ' na prata Bali',
  cta: { text: 'Veja a pedra sintética ' + (i + 1) + ' no catálogo.' },
  intro: prose(45), look: prose(45), origin: prose(40), meaning: prose(45), pairing: prose(45), care: prose(40), typesText: prose(40),
}));
export default { ...base, stones: [...base.stones, ...extra] };
`,
  );
  return file;
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task while the page loads and starts, on the simulated phone (scripts/bench-long-task.ts). */
  longestTaskMs: number;
  /** The same, as Lighthouse's long-tasks audit gives it (0: none of 50 ms or more). */
  lighthouseLongestTaskMs: number;
}

/**
 * No machine here can reach the photo host, so Lighthouse would see every photo fail. For figures a visitor would
 * recognise, the photo hosts are answered by a local HTTPS stand-in that serves a neutral picture (Chromium maps
 * the host names to it). Without openssl the photos simply fail, and the report says so.
 */
async function photoHostStandIn(origins: string[]): Promise<{ flags: string[]; close: () => void } | null> {
  const { execFileSync } = await import('node:child_process');
  const { createServer } = await import('node:https');
  const dir = join(TMP, 'tls');
  await mkdir(dir, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=photos',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    return null;
  }
  const picture =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cdbfa6"/><stop offset="1" stop-color="#6f7478"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="450" r="220" fill="none" stroke="#e9e4da" stroke-width="40"/></svg>';
  const server = createServer(
    { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) },
    (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=3600',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(picture);
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  const rules = origins.map((o) => `MAP ${new URL(o).hostname} 127.0.0.1:${port}`).join(', ');
  return { flags: [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'], close: () => server.close() };
}

let extraChromeFlags: string[] = [];

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, ...extraChromeFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      ...(await longestTask(lhr, result!.artifacts.Trace).then((t) => ({
        longestTaskMs: t.cpuMs,
        lighthouseLongestTaskMs: t.lighthouseMs,
      }))),
    };
  } finally {
    await chrome.kill();
  }
}

function medians(results: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(results[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as unknown as LighthouseFigures;
}

interface PageLighthouse extends LighthouseFigures {
  /** The same page without its scripts: what the HTML, CSS, font and photos alone allow. */
  reference: LighthouseFigures;
  /** LCP of the page over LCP of its HTML-only reference. */
  lcpRatio: number;
}

/**
 * Each run measures the page and then its HTML-only reference, so a machine busy with other work slows both
 * alike and the ratio stays fair.
 */
async function lighthousePaired(url: string, referenceUrl: string, runs: number): Promise<PageLighthouse> {
  const page: LighthouseFigures[] = [];
  const reference: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    page.push(await lighthouseRun(url));
    reference.push(await lighthouseRun(referenceUrl));
  }
  const figures = medians(page);
  const ref = medians(reference);
  return { ...figures, reference: ref, lcpRatio: figures.lcpMs / ref.lcpMs };
}

/** A copy of the build in which the sampled pages have no scripts, module preloads or data preloads. */
async function htmlOnlyCopy(
  dist: string,
  refDir = join(TMP, 'reference'),
  paths: string[] = Object.values(SAMPLE),
): Promise<string> {
  await cp(dist, refDir, { recursive: true });
  for (const path of paths) {
    const file = join(refDir, htmlFileFor(path));
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html
        .replace(/<script type="module"[^>]*><\/script>\n?/g, '')
        .replace(/<link rel="(modulepreload|preload)" href="[^"]+\.(js|json)"[^>]*>\n?/g, ''),
    );
  }
  return refDir;
}

const LCP_RATIO_LIMIT = 1.15;
/** A hero photo file is made for the phone: its page must paint it as soon as the HTML alone would. */
const PHOTO_LCP_RATIO_LIMIT = 1.05;

async function main() {
  await rm(TMP, { recursive: true, force: true });
  await mkdir(TMP, { recursive: true });
  const dist = resolve(ROOT, 'dist');

  console.log('Building the site...');
  const base = await buildSite({ outDir: dist });
  const weights = Object.fromEntries(
    await Promise.all(Object.entries(SAMPLE).map(async ([k, p]) => [k, await firstVisit(dist, p)] as const)),
  ) as Record<keyof typeof SAMPLE, Weight>;
  const floor = await reactFloor();
  const otherText = pageTextSamples(await loadSite());
  otherText.delete(SAMPLE.content);
  const leaks = bundleLeaks(dist, htmlFileFor(SAMPLE.content), otherText);

  let builds: BuildRuns | undefined;
  let growthPerPage: number | undefined;
  if (!args['skip-scale']) {
    console.log(`Building with ${STONES.toLocaleString('en')} extra stones...`);
    const manifest = await scaledManifest(STONES);
    const out = join(TMP, `dist-${STONES}`);
    // The pages alone: 5,000 share cards would measure the image cache, whose cold and warm times have their own run.
    const cold = await buildSite({
      manifest,
      outDir: out,
      shareCards: false,
      markdownCacheDir: scaleMarkdownCache(TMP, STONES),
    });
    growthPerPage = ((await firstVisit(out, SAMPLE.content)).js.gzip - weights.content.js.gzip) / STONES;
    builds = await buildRuns(TMP, manifest, STONES, cold);
  }

  const lighthouse: Partial<Record<keyof typeof SAMPLE | typeof PHOTO_HOME, PageLighthouse>> = {};
  let dev: DevTimings | undefined;
  if (!args['skip-dev']) {
    console.log('Timing the dev server (npm run dev)...');
    dev = await benchDev((await loadSite()).manifest, SAMPLE.content, TMP, CHROMIUM_PATH, CHROMIUM_ARGS);
  }

  let photos: { downloads: HeroDownload[]; builds: PhotoBuilds; heroDist: string } | undefined;
  if (!args['skip-photos']) {
    console.log('Building the landing page with a 4,000 px camera JPEG as its hero...');
    const heroDist = await heroPhotoSite(TMP);
    const downloads = await heroDownloads(heroDist, CHROMIUM_PATH, CHROMIUM_ARGS);
    console.log('Building a site with 30 photo files, with an empty and then a full image cache...');
    photos = { downloads, builds: await thirtyPhotoBuilds(TMP), heroDist };
  }

  let photoNote = '';
  /** The longest start-up task of a one-line HTML page: the browser's own, what no page can go under here. */
  let floorTaskMs: number | undefined;
  if (!args['skip-lighthouse']) {
    const refDir = await htmlOnlyCopy(dist);
    const site = await startStaticServer(dist);
    const ref = await startStaticServer(refDir);
    const photoHost = await photoHostStandIn(imageOrigins(await loadSite()));
    extraChromeFlags = photoHost?.flags ?? [];
    photoNote = photoHost
      ? 'Photos served by a local stand-in for the photo host (this machine cannot reach it).'
      : 'Photos failed to load: no openssl for the local stand-in of the photo host.';
    const runs = Number(args.runs);
    try {
      for (const [k, p] of Object.entries(SAMPLE) as [keyof typeof SAMPLE, string][]) {
        if (args.page && !args.page.includes(k)) continue;
        console.log(`Lighthouse ${k} (${p}) and its HTML-only reference, ${runs} runs each...`);
        lighthouse[k] = await lighthousePaired(site.url + p, ref.url + p, runs);
      }
      await mkdir(join(refDir, 'uma-linha'), { recursive: true });
      await writeFile(
        join(refDir, 'uma-linha/index.html'),
        '<!doctype html><html lang="pt-BR"><title>Prata</title><p>Prata.</p>',
      );
      console.log(`Lighthouse a one-line HTML page, ${runs} runs...`);
      const oneLine: number[] = [];
      for (let i = 0; i < runs; i++) oneLine.push((await lighthouseRun(`${ref.url}/uma-linha`)).longestTaskMs);
      floorTaskMs = median(oneLine);
      if (photos && (!args.page || args.page.includes('photo'))) {
        const heroSite = await startStaticServer(photos.heroDist);
        const heroRef = await startStaticServer(
          await htmlOnlyCopy(photos.heroDist, join(TMP, 'hero-photo-reference'), ['/']),
        );
        console.log(`Lighthouse ${PHOTO_HOME} and its HTML-only reference, ${runs} runs each...`);
        try {
          lighthouse[PHOTO_HOME] = await lighthousePaired(heroSite.url, heroRef.url, runs);
        } finally {
          await heroSite.close();
          await heroRef.close();
        }
      }
    } finally {
      await site.close();
      await ref.close();
      photoHost?.close();
    }
  }

  const budgets: Budget[] = [
    ...firstVisitBudgets(
      Object.entries(SAMPLE).map(([name, path]) => ({
        name,
        path,
        jsGzip: weights[name as keyof typeof SAMPLE].js.gzip,
      })),
    ),
    {
      name: 'No zod, Markdown toolchain or other page text in first-visit JS',
      figure: leaks.length ? leaks.join('; ') : 'none',
      limit: 'none',
      ok: leaks.length === 0,
    },
  ];
  if (growthPerPage !== undefined)
    budgets.push({
      name: `Growth per added page (gzip, ${STONES.toLocaleString('en')} stones)`,
      figure: `${growthPerPage.toFixed(1)} B`,
      limit: '<= 100 B',
      ok: growthPerPage <= 100,
    });
  if (builds) budgets.push(...buildBudgets(builds));
  if (dev)
    budgets.push({
      name: 'npm run dev: one Markdown save to the open page (median)',
      figure: sec(dev.saveToBrowserMs),
      limit: '< 1.00 s',
      ok: dev.saveToBrowserMs < 1000,
    });
  for (const [k, lh] of Object.entries(lighthouse)) {
    budgets.push(
      {
        name: `Lighthouse ${k}: performance`,
        figure: String(lh.performance),
        limit: '>= 95',
        ok: lh.performance >= 95,
      },
      {
        name: `Lighthouse ${k}: accessibility / best practices / SEO`,
        figure: `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
        limit: '100 / 100 / 100',
        ok: lh.accessibility === 100 && lh.bestPractices === 100 && lh.seo === 100,
      },
      {
        name: `Lighthouse ${k}: CLS / TBT`,
        figure: `${lh.cls.toFixed(3)} / ${Math.round(lh.tbtMs)} ms`,
        limit: '0 / < 100 ms',
        ok: lh.cls < 0.001 && lh.tbtMs < 100,
      },
      {
        name: `Lighthouse ${k}: LCP / its HTML-only reference`,
        figure: `${lh.lcpRatio.toFixed(2)}x`,
        limit: `<= ${(k === PHOTO_HOME ? PHOTO_LCP_RATIO_LIMIT : LCP_RATIO_LIMIT).toFixed(2)}x`,
        ok: lh.lcpRatio <= (k === PHOTO_HOME ? PHOTO_LCP_RATIO_LIMIT : LCP_RATIO_LIMIT),
      },
      ...startupBudgets([{ name: k, longestTaskMs: lh.longestTaskMs }]),
    );
  }
  if (photos) {
    const warm = photos.builds.warm.images;
    budgets.push({
      name: `Rebuild of a site with ${photos.builds.photos} photo files, nothing changed: images made`,
      figure: String(warm.made),
      limit: '0',
      ok: warm.made === 0,
    });
  }

  // Report.
  const lines: string[] = [];
  lines.push('## Build', '', '| step | time |', '|---|---|');
  lines.push(
    `| manifest + Markdown | ${sec(base.compileMs)} |`,
    `| client build, beside the manifest's compile | ${sec(base.clientMs)} |`,
    `| SSR build, beside the manifest's compile | ${sec(base.ssrMs)} |`,
    `| waiting for both once the compile is done | ${sec(base.bundleWaitMs)} |`,
    `| prerender (${base.pages} pages + 404) | ${sec(base.prerenderMs)} |`,
    `| images (${base.images.files}: drawn stones, share cards), from the compile's end | ${sec(base.imagesMs)} (${base.images.made} made, ${base.images.reused} from the cache) |`,
    `| total | ${sec(base.totalMs)} |`,
    '',
  );
  if (builds) lines.push(...buildReport(builds));
  if (growthPerPage !== undefined)
    lines.push(`Growth of a content page's first-visit JS: ${growthPerPage.toFixed(1)} B gzip per added stone.`, '');

  if (dev)
    lines.push(
      '## Dev server (npm run dev)',
      '',
      '| step | time |',
      '|---|---|',
      `| cold start: ready (site compiled, Vite started) | ${sec(dev.readyMs)} |`,
      `| cold start: first page's HTML | ${sec(dev.firstPageMs)} |`,
      `| one Markdown save to the updated HTML (median of ${dev.saves}) | ${sec(dev.saveToHtmlMs)} |`,
      `| one Markdown save to the open page in Chromium (median of ${dev.saves}) | ${sec(dev.saveToBrowserMs)} |`,
      '',
    );
  if (photos) {
    const { cold, warm } = photos.builds;
    const imageRun = (t: BuildTimings) =>
      `${sec(t.totalMs)} (images ${sec(t.imagesMs)}, beside the client and SSR builds: ${t.images.made} made, ${t.images.reused} from the cache)`;
    lines.push(
      "## The company's own photos",
      '',
      'A landing page whose hero is a 4,000 x 2,667 camera JPEG (2 to 3 MB), as a 390 px phone loads it:',
      '',
      '| device pixels | hero file chosen | hero bytes | all image bytes of the first visit |',
      '|---|---|---|---|',
      ...photos.downloads.map(
        (d) => `| ${d.deviceScaleFactor}x | ${d.hero.split('/').pop()} | ${kb(d.heroBytes)} | ${kb(d.imageBytes)} |`,
      ),
      '',
      `A site with ${photos.builds.photos} photo files (2,400 to 4,000 px wide), ${cold.images.files} image files in all (share cards included):`,
      '',
      '| build | total |',
      '|---|---|',
      `| empty image cache | ${imageRun(cold)} |`,
      `| full image cache | ${imageRun(warm)} |`,
      '',
    );
  }
  lines.push(
    '## First visit per route type',
    '',
    '| route | HTML | HTML gzip | JS | JS gzip | CSS | CSS gzip | page data gzip |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const [k, w] of Object.entries(weights))
    lines.push(
      `| ${k} (${SAMPLE[k as keyof typeof SAMPLE]}) | ${kb(w.html.bytes)} | ${kb(w.html.gzip)} | ${kb(w.js.bytes)} | ${kb(w.js.gzip)} | ${kb(w.css.bytes)} | ${kb(w.css.gzip)} | ${kb(w.data.gzip)} |`,
    );
  lines.push(
    '',
    `React + react-dom alone: ${kb(floor)} gzip; a content page's first-visit JS is ${(weights.content.js.gzip / floor).toFixed(2)}x that floor.`,
    '',
  );
  if (Object.keys(lighthouse).length) {
    lines.push(
      `## Lighthouse 12, mobile, median of ${args.runs} runs`,
      '',
      'Each page beside its HTML-only reference: the same file without its scripts.',
      '',
      '| page | perf | a11y | best pr. | SEO | LCP | reference LCP | LCP ratio | TBT | CLS | longest task (CPU x4) | its reference | Lighthouse long tasks |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [k, lh] of Object.entries(lighthouse))
      lines.push(
        `| ${k} (${SAMPLE[k as keyof typeof SAMPLE] ?? '/'}) | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${Math.round(lh.lcpMs)} ms | ${Math.round(lh.reference.lcpMs)} ms | ${lh.lcpRatio.toFixed(2)}x | ${Math.round(lh.tbtMs)} ms | ${lh.cls.toFixed(3)} | ${Math.round(lh.longestTaskMs)} ms | ${Math.round(lh.reference.longestTaskMs)} ms | ${lh.lighthouseLongestTaskMs ? `longest ${Math.round(lh.lighthouseLongestTaskMs)} ms` : 'none'} |`,
      );
    lines.push('', photoNote, '', LONGEST_TASK_NOTE, '');
    if (floorTaskMs !== undefined)
      lines.push(`A one-line HTML page's longest task, counted the same way: ${Math.round(floorTaskMs)} ms.`, '');
  }
  lines.push('## Budgets', '', '| budget | figure | limit | |', '|---|---|---|---|');
  for (const b of budgets) lines.push(`| ${b.name} | ${b.figure} | ${b.limit} | ${b.ok ? 'ok' : 'MISSED'} |`);
  console.log(`\n${lines.join('\n')}\n`);

  await mkdir(BENCH, { recursive: true });
  await writeFile(
    join(BENCH, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), build: base, builds, dev, photos: photos && { downloads: photos.downloads, builds: photos.builds }, weights, reactFloorGzip: floor, growthPerPageGzip: growthPerPage, lighthouse, oneLinePageLongestTaskMs: floorTaskMs, budgets }, null, 2)}\n`,
  );
  await rm(TMP, { recursive: true, force: true });
  const missed = missedBudgets(budgets);
  if (args.check && missed.length) {
    console.error(`Budgets missed: ${missed.map((b) => b.name).join(', ')}`);
    process.exit(1);
  }
}

await main();
