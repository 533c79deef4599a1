// `npm run bench -- --why`: what each library and each of our own modules costs in the JavaScript of a first visit,
// chunk by chunk. The client is built again as the site's build does, with source maps beside it (hidden: the code
// is the same byte for byte), and every byte of each minified chunk is put down to the source its map names. Gzip
// works on a whole file, so a source's share of a chunk's gzip size is its own code gzipped alone, scaled so that
// the shares add up to the chunk's real gzip size.
import { decode } from '@jridgewell/sourcemap-codec';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild, type Manifest } from 'vite';
import { clientAssets } from '../node/prerender/client-assets';
import { ROOT } from '../node/project-folders';
import { viteConfig } from '../node/vite/config';
import { loadSite } from './load-site';
import { kb } from './figures';

export interface SourceCost {
  /** A package (`react-dom`) or one of our files (`renderer/app/App.tsx`). */
  source: string;
  bytes: number;
  gzip: number;
}

export interface ChunkCost {
  file: string;
  bytes: number;
  gzip: number;
  /** Largest first. */
  sources: SourceCost[];
}

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** Our own files: a path with its extension, where a package is its bare name. */
const isOwnFile = (source: string) => /\.[a-z]+$/.test(source);

/**
 * The package a source of a map (a path from the map's folder, `mapDir`) belongs to, or the file's path in the
 * project. Virtual modules keep their name.
 */
export function sourceName(source: string, mapDir: string): string {
  if (source.includes(':') || source.startsWith('\0')) return source.replace(/^\0/, '');
  const file = relative(ROOT, resolve(mapDir, source)).replaceAll('\\', '/');
  const inPackage = file.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return file;
}

/**
 * Splits a minified chunk by the source each stretch of it comes from, as its source map says. Code the map names
 * no source for (the bundler's own glue) is `(bundler)`.
 */
export function chunkCost(
  file: string,
  code: string,
  map: { sources: string[]; mappings: string },
  mapDir: string,
): ChunkCost {
  const pieces = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = pieces.get(source) ?? [];
    list.push(text);
    pieces.set(source, list);
  };
  const names = map.sources.map((s) => sourceName(s, mapDir));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  decoded.forEach((segments, i) => {
    const line = lines[i] ?? '';
    let at = 0;
    let owner = '(bundler)';
    for (const segment of segments) {
      add(owner, line.slice(at, segment[0]));
      at = segment[0];
      owner = segment.length > 1 ? names[segment[1]!] : '(bundler)';
    }
    add(owner, line.slice(at));
  });
  for (let i = decoded.length; i < lines.length; i++) add('(bundler)', lines[i]);

  const total = gzipSize(code);
  const alone = [...pieces].map(([source, list]) => {
    const text = list.join('');
    return { source, bytes: Buffer.byteLength(text), alone: gzipSize(text) };
  });
  const sumAlone = alone.reduce((sum, s) => sum + s.alone, 0) || 1;
  const sources = alone
    .map(({ source, bytes, alone: g }) => ({ source, bytes, gzip: (g / sumAlone) * total }))
    .sort((a, b) => b.gzip - a.gzip);
  return { file, bytes: Buffer.byteLength(code), gzip: total, sources };
}

/** The first-visit scripts of each kind of page, as the prerender names them (node/prerender/client-assets.ts). */
export function firstVisitScripts(manifest: Manifest): { content: string[]; home: string[] } {
  const { entry, app, leadFormStarter, home } = clientAssets(manifest);
  const content = [...new Set([...entry.js, ...app.js])];
  return { content, home: [...new Set([...content, ...leadFormStarter.js, ...home.js])] };
}

const NO_MAP = { sources: [], mappings: '' };

/** Our own files grouped by folder (`renderer/app`), packages by name: what a reader can act on. */
function byGroup(sources: SourceCost[]): SourceCost[] {
  const groups = new Map<string, SourceCost>();
  for (const s of sources) {
    const group = isOwnFile(s.source) ? s.source.replace(/[^/]+$/, '') || './' : s.source;
    const g = groups.get(group) ?? { source: group, bytes: 0, gzip: 0 };
    g.bytes += s.bytes;
    g.gzip += s.gzip;
    groups.set(group, g);
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The text report: per kind of page its total, then each chunk with its packages and folders, then our files. */
export function whyReport(chunks: ChunkCost[], scripts: { content: string[]; home: string[] }): string {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const lines: string[] = ['## What the first visit’s JavaScript is made of (gzip, minified)', ''];
  for (const [kind, files] of Object.entries(scripts)) {
    const total = files.reduce((sum, f) => sum + (byFile.get(f)?.gzip ?? 0), 0);
    lines.push(`${kind === 'home' ? 'Landing page' : 'Content page'}: ${kb(total)} in ${files.length} files.`);
  }
  for (const file of scripts.home) {
    const chunk = byFile.get(file);
    if (!chunk) continue;
    const where = scripts.content.includes(file) ? 'every page' : 'landing page only';
    lines.push('', `### ${file} (${where}): ${kb(chunk.gzip)} gzip, ${kb(chunk.bytes)}`, '');
    lines.push('| package or folder | gzip | minified | share |', '|---|---|---|---|');
    for (const g of byGroup(chunk.sources))
      lines.push(`| ${g.source} | ${kb(g.gzip)} | ${kb(g.bytes)} | ${((g.gzip / chunk.gzip) * 100).toFixed(0)}% |`);
    const own = chunk.sources.filter((s) => isOwnFile(s.source));
    if (own.length) {
      lines.push('', 'Our files in it, largest first:', '');
      lines.push(own.map((s) => `${s.source} ${kb(s.gzip)}`).join(', '));
    }
  }
  return lines.join('\n');
}

/** Builds the client with source maps into `outDir` and breaks down what each first visit downloads. */
export async function whyFirstVisit(outDir: string): Promise<string> {
  const site = await loadSite();
  const config = viteConfig(site.shell, 'client', outDir);
  await viteBuild({ ...config, logLevel: 'error', publicDir: false, build: { ...config.build, sourcemap: 'hidden' } });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const scripts = firstVisitScripts(manifest);
  const chunks = await Promise.all(
    scripts.home.map(async (file) => {
      const code = await readFile(join(outDir, file), 'utf8');
      // The bundler's own runtime chunk comes without a map: all of it is the bundler's.
      const map = await readFile(join(outDir, `${file}.map`), 'utf8').then(JSON.parse, () => NO_MAP);
      return chunkCost(file, code, map, dirname(join(outDir, file)));
    }),
  );
  return whyReport(chunks, scripts);
}
