// The project's folders: where the project is and what the build reads and writes, which folders hold browser
// code, and which the project generates. No route may take the names of the folders the build writes beside the
// pages, nor the name of anything in public/ (copied as it is to the top of the site), nor /404 (the not-found page's
// own file).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import folders from '../folders.json';
import { NOT_FOUND_PATH } from '../renderer/shared/routes';

/** The project's folder: every path of the code, the tests and the commands starts here. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the editor writes: the manifest and the Markdown bodies. */
export const MANIFEST_FILE = join(ROOT, 'site.manifest.ts');
export const CONTENT_DIR = join(ROOT, 'content');
/** Copied as it is to the top of the site. */
export const PUBLIC_DIR = join(ROOT, 'public');
/** Where `npm run build` writes the site (and, beside it, dist-deploy/). */
export const DIST_DIR = join(ROOT, 'dist');

/** A file as messages name it: relative to the project when inside it (`site.manifest.ts`), whole otherwise. */
export function shownPath(file: string, root = ROOT): string {
  const inside = relative(root, file);
  return inside.startsWith('..') ? file : inside;
}

/** Vite's hashed scripts and style sheets. */
export const ASSETS_FOLDER = 'assets';
/** Each page's JSON, in a folder named by the build. */
export const DATA_FOLDER = '_data';

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

/**
 * Node modules that hold types only (the manifest's, inferred from its schema): browser code may name them with
 * `import type`, which the compiler erases, so none of their imports ever reaches the browser.
 */
export const TYPES_FOR_BROWSER: readonly string[] = folders.typesForBrowser;

/** Every route the site's own files take, with what takes it. */
export function reservedRoutes(publicDir = PUBLIC_DIR): Map<string, string> {
  const reserved = new Map<string, string>([
    [`/${ASSETS_FOLDER}`, "the build's folder of scripts and style sheets"],
    [`/${DATA_FOLDER}`, "the build's folder of page data"],
    [NOT_FOUND_PATH, 'the not-found page'],
  ]);
  for (const name of readdirSync(publicDir))
    reserved.set(`/${name}`, `public/${name}, published at the top of the site`);
  return reserved;
}
