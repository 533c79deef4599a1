// Build-only: the files of the client build a page names, read from Vite's manifest: the entry's scripts and
// styles, the landing page's own chunk (named only by "/"), and the heading font to preload.
import type { Manifest as ViteManifest } from 'vite';
import { CLIENT_ENTRY } from './vite-config';

const HOME_CHUNK = 'pages/home/HomePage.tsx';

interface ChunkFiles {
  js: string[];
  css: string[];
}

export interface ClientAssets {
  entry: ChunkFiles;
  home: ChunkFiles;
  font?: string;
}

/** Files of a chunk and of everything it imports statically, each once. */
function collect(manifest: ViteManifest, key: string, seen: Set<string>): ChunkFiles {
  if (seen.has(key)) return { js: [], css: [] };
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

export function clientAssets(manifest: ViteManifest): ClientAssets {
  return {
    entry: collect(manifest, CLIENT_ENTRY, new Set()),
    // What the entry already loads is not named twice.
    home: manifest[HOME_CHUNK] ? collect(manifest, HOME_CHUNK, new Set([CLIENT_ENTRY])) : { js: [], css: [] },
    font: (manifest[CLIENT_ENTRY].assets ?? []).find((a) => /fraunces-latin-600-normal.*\.woff2$/.test(a)),
  };
}
