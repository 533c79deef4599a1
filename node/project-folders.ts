// The project's folders: which hold browser code, which the project generates, and the folders the build writes
// beside the pages. No route may take their names, nor the name of anything in public/ (copied as it is to the top
// of the site), nor /404 (the not-found page's own file).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import folders from '../folders.json';

/** Vite's hashed scripts and style sheets. */
export const ASSETS_FOLDER = 'assets';
/** Each page's JSON, in a folder named by the build. */
export const DATA_FOLDER = '_data';
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/**
 * Folders the project writes and never reads back as its source: builds (dist/ and the deploy copy), the bench's and
 * the tests' sites, the images made by earlier builds (.cache/images). Their pages are HTML files, and a dev server
 * that watched them would reload the open page for every page a build writes there. Git, ESLint and Prettier ignore
 * them too (test/generated-folders.test.ts).
 */
export const GENERATED_FOLDERS: readonly string[] = folders.generated;

/**
 * The folders of code that runs in the browser (and is server-rendered): they import one another, renderer/shared/
 * and package.json's `dependencies`, never anything else. folders.json holds the list for ESLint too.
 */
export const BROWSER_FOLDERS: readonly string[] = folders.browser;

/** The browser folders that Node code may import too: pure modules that run on both sides and import only themselves. */
export const SHARED_FOLDERS: readonly string[] = folders.shared;

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
