// The files of the client build a page names, read from Vite's manifest: the small entry script, the
// app it starts (renderer/app/hydrate.tsx, a chunk of its own, with the site's styles), the landing page's own
// files (named only by "/": the script that runs its lead form before the app, and its template's chunk), the sales
// team's chunk (named only on sites with company.team), and the heading font to preload.
import type { Manifest as ViteManifest } from 'vite';
import { CLIENT_ENTRY, LEAD_FORM_STARTER } from '../vite/config';

const APP_CHUNK = 'renderer/app/hydrate.tsx';
const HOME_CHUNK = 'pages/home/HomePage.tsx';
const TEAM_CHUNK = 'renderer/browser/visit-agent.ts';

interface ChunkFiles {
  js: string[];
  css: string[];
}

export interface ClientAssets {
  entry: ChunkFiles;
  app: ChunkFiles;
  /** What the starter runs on the landing page, its lead form before the app, and what it imports. */
  leadFormStarter: ChunkFiles;
  home: ChunkFiles;
  team: ChunkFiles;
  font?: string;
}

/** Files of a chunk and of everything it imports statically, each once. */
function collect(manifest: ViteManifest, key: string, seen: Set<string>): ChunkFiles {
  if (seen.has(key) || !manifest[key]) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  const out = { js: [chunk.file], css: [...(chunk.css ?? [])] };
  for (const dep of chunk.imports ?? []) {
    const sub = collect(manifest, dep, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  return out;
}

/**
 * The manifest's key for the chunk that holds module `src`: its own, or, for a module the bundler put in a chunk
 * shared with other code (named after it), that chunk's.
 */
function chunkOf(manifest: ViteManifest, src: string): string {
  if (manifest[src]) return src;
  const name = src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === name) ?? src;
}

export function clientAssets(manifest: ViteManifest): ClientAssets {
  // What an earlier list already names is not named twice.
  const seen = new Set<string>();
  const entry = collect(manifest, CLIENT_ENTRY, seen);
  // Beside the entry, before the app: it names what it shares with the app (the toast store) itself.
  const leadFormStarter = collect(manifest, chunkOf(manifest, LEAD_FORM_STARTER), new Set(seen));
  const app = collect(manifest, APP_CHUNK, seen);
  return {
    entry,
    app,
    leadFormStarter,
    home: collect(manifest, HOME_CHUNK, seen),
    team: collect(manifest, TEAM_CHUNK, new Set([CLIENT_ENTRY])),
    font: (manifest[APP_CHUNK]?.assets ?? []).find((a) => /fraunces-latin-600-normal.*\.woff2$/.test(a)),
  };
}
