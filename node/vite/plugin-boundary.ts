// Vite plugin: keeps Node-only code out of the browser. In the client build every module of ours is
// browser code: it may import the browser folders (BROWSER_FOLDERS, the same list ESLint and the architecture test
// read) and the packages of package.json's `dependencies`. Anything else (node/, the manifest, a devDependency such
// as zod or unified, a Node built-in) stops the build with a message naming the importing file
// and what it imported.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { BROWSER_FOLDERS, ROOT } from '../project-folders';

const RULE = `browser code may import only ${BROWSER_FOLDERS.map((f) => `${f}/`).join(', ')} and browser packages`;

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function browserBoundary(root: string): Plugin {
  // This project's packages, for a copy of it too.
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: object };
  const browserPackages = new Set(Object.keys(pkg.dependencies));
  const builtins = new Set(builtinModules);
  const inBrowserFolder = (file: string) =>
    BROWSER_FOLDERS.some((folder) => !relative(join(root, folder), file).startsWith('..'));

  const isBuildOnly = (source: string, importer: string): boolean => {
    if (source.startsWith('.') || source.startsWith('/')) {
      const path = source.split('?')[0];
      const file = path.startsWith('.')
        ? resolve(dirname(importer), path)
        : path.startsWith(root)
          ? path
          : join(root, path);
      return !file.includes(`${sep}node_modules${sep}`) && !inBrowserFolder(file);
    }
    const name = packageName(source);
    return source.startsWith('node:') || builtins.has(name) || !browserPackages.has(name);
  };

  // The dev server resolves a requested address (a page's path) as if the root's index.html imported it.
  const requestImporter = join(root, 'index.html');

  return {
    name: 'browser-boundary',
    // The SSR bundle runs in Node at build time: only what reaches the browser is checked.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    enforce: 'pre',
    resolveId(source, importer) {
      // Vite's own helpers, virtual modules and the files of packages are not ours to check.
      if (!importer || importer.startsWith('\0') || source.startsWith('\0') || source.startsWith('virtual:')) return;
      if (importer.includes(`${sep}node_modules${sep}`) || importer === requestImporter) return;
      if (isBuildOnly(source, importer.split('?')[0])) {
        const from = relative(root, importer.split('?')[0]).split(sep).join('/');
        this.error(`${from} imports "${source}", which is Node-only: ${RULE}.`);
      }
    },
  };
}
