// Build-only: the folders the build writes beside the pages. No route may take their names, nor the name of
// anything in public/ (copied as it is to the top of the site), nor /404 (the not-found page's own file).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Vite's hashed scripts and style sheets. */
export const ASSETS_FOLDER = 'assets';
/** Each page's JSON, in a folder named by the build. */
export const DATA_FOLDER = '_data';
export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/**
 * Folders the project writes and never reads back as its source: builds (dist/ and the deploy copy), the bench's and
 * the tests' sites, the images made by earlier builds (.cache/images). Their pages are HTML files, and a dev server
 * that watched them would reload the open page for every page a build writes there. Git, ESLint and Prettier ignore
 * them too (test/generated-folders.test.ts).
 */
export const GENERATED_FOLDERS = ['dist', 'dist-deploy', 'dist-ssr', 'bench/tmp', 'test/tmp', 'test-results', '.cache'];

/** Every route the site's own files take, with what takes it. */
export function reservedRoutes(publicDir = PUBLIC_DIR): Map<string, string> {
  const reserved = new Map<string, string>([
    [`/${ASSETS_FOLDER}`, "the build's folder of scripts and style sheets"],
    [`/${DATA_FOLDER}`, "the build's folder of page data"],
    ['/404', 'the not-found page'],
  ]);
  for (const name of readdirSync(publicDir))
    reserved.set(`/${name}`, `public/${name}, published at the top of the site`);
  return reserved;
}
