// @ts-check
// `npm run lint`. Besides the usual rules, no-restricted-imports encodes where code runs (ARCHITECTURE.md), from
// the folder lists of folders.json, and is the only enforcer of it: browser code imports only browser folders and
// browser packages, the shared folder imports nothing but itself, Node code never imports the app. What the project
// generates is not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const read = (/** @type {string} */ file) => JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8'));
/** @type {{ devDependencies: Record<string, string> }} */
const pkg = read('package.json');
/** @type {{ browser: string[], shared: string[], typesForBrowser: string[], generated: string[] }} */
const folders = read('folders.json');
const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (/** @type {string[]} */ names) => `^(${names.map(escape).join('|')})(/|$)`;
/** A relative import that climbs to the project's top and goes down into one of `paths`. */
const intoFolder = (/** @type {string[]} */ paths) => `^(\\.\\./)+(${paths.map(escape).join('|')})(/|$)`;
/** The Node modules of types only that browser code may name with `import type`, as a relative import names them. */
const typeModules = folders.typesForBrowser.map((f) => f.replace(/\.ts$/, ''));
const typeModule = `^(\\.\\./)+(${typeModules.map(escape).join('|')})$`;
/** Any import but those modules: a pattern that names them would refuse `import type` too. */
const notTypeModule = `(?!${typeModule.slice(1)})`;
const TYPES_RULE = {
  regex: typeModule,
  allowTypeImports: true,
  message: "Browser code may name the manifest's types (import type), never run this module.",
};

/**
 * Every folder of the project that holds no browser code, as a relative import names it: the top-level folders
 * outside the browser folders, and the other subfolders of a folder that holds browser folders (renderer/).
 */
function nodeFolders() {
  const dirs = (/** @type {string} */ dir) =>
    readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => (dir ? `${dir}/${e.name}` : e.name));
  const holdsBrowser = (/** @type {string} */ dir) => folders.browser.some((f) => f === dir || f.startsWith(`${dir}/`));
  const visit = (/** @type {string} */ dir) =>
    dirs(dir).flatMap((d) => (folders.browser.includes(d) ? [] : holdsBrowser(d) ? visit(d) : [d]));
  return visit('');
}

// What ships to the browser is package.json's `dependencies`; every devDependency (zod, unified, vite, the
// test tools) and every Node built-in is Node-only.
const BROWSER_RULE = `browser code may import only ${folders.browser.map((f) => `${f}/`).join(', ')} and browser packages`;
const browserBoundary = {
  patterns: [
    TYPES_RULE,
    { regex: notTypeModule + intoFolder(nodeFolders()), message: `That folder is Node-only: ${BROWSER_RULE}.` },
    { regex: '(^|/)site\\.manifest(\\.ts)?$', message: `The manifest is build input: ${BROWSER_RULE}.` },
    { regex: anyOf(Object.keys(pkg.devDependencies)), message: `A devDependency is Node-only: ${BROWSER_RULE}.` },
    {
      regex: `^node:|${anyOf(builtinModules.filter((m) => !m.startsWith('_')))}`,
      message: `A Node built-in is Node-only: ${BROWSER_RULE}.`,
    },
  ],
};

const app = folders.browser.filter((f) => !folders.shared.includes(f));
const nodeBoundary = {
  patterns: [
    {
      regex: intoFolder(app),
      message:
        'Node code does not import the app: the prerender reaches it through the SSR bundle (ServerEntry in renderer/shared/page-data.ts).',
    },
    { regex: '^virtual:', message: 'Virtual modules exist only inside the Vite builds.' },
  ],
};

const under = (/** @type {string[]} */ dirs) => dirs.map((d) => `${d}/**`);

export default tseslint.config(
  { ignores: [...under(folders.generated), 'scratch/', 'drafts/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx', ...app.map((d) => `${d}/**/*.ts`)],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: under(app),
    rules: { 'no-restricted-imports': ['error', browserBoundary] },
  },
  {
    files: under(folders.shared),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            TYPES_RULE,
            {
              regex: `${notTypeModule}^(?!\\./)`,
              message: `Shared code (${folders.shared.map((f) => `${f}/`).join(', ')}) is pure and runs on both sides: it may import only shared code, no package.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: [...under(folders.browser), 'test/**', '*.config.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', nodeBoundary] },
  },
  {
    rules: {
      // Unused values are type errors already (noUnusedLocals); a leading underscore marks a deliberate one.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
