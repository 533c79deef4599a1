// @ts-check
// `npm run lint`. Besides the usual rules, no-restricted-imports encodes where code runs (see README, "How the
// site is made"): browser code never imports build-only code, renderer/shared/ imports nothing but itself, build
// code never imports the app. The client build checks the same boundary at bundle time (browser-boundary plugin).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

/** @type {{ devDependencies: Record<string, string> }} */
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8'));
const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (/** @type {string[]} */ names) => `^(${names.map(escape).join('|')})(/|$)`;

// What ships to the browser is package.json's `dependencies`; every devDependency (zod, unified, remark-*,
// rehype-*, vite, the test tools) and every Node built-in is build-only.
const BROWSER_RULE = 'browser code may import renderer/shared/ and browser packages only';
const browserBoundary = {
  patterns: [
    { regex: '^(\\.\\./)+(renderer/)?build(/|$)', message: `renderer/build/ is build-only: ${BROWSER_RULE}.` },
    { regex: '(^|/)site\\.manifest(\\.ts)?$', message: `The manifest is build input: ${BROWSER_RULE}.` },
    { regex: '^(\\.\\./)+(scripts|test)(/|$)', message: `Scripts and tests are not browser code: ${BROWSER_RULE}.` },
    { regex: anyOf(Object.keys(pkg.devDependencies)), message: `A devDependency is build-only: ${BROWSER_RULE}.` },
    {
      regex: `^node:|${anyOf(builtinModules.filter((m) => !m.startsWith('_')))}`,
      message: `A Node built-in is build-only: ${BROWSER_RULE}.`,
    },
  ],
};

const buildBoundary = {
  patterns: [
    {
      regex: '^(\\.\\./)+((renderer/)?app|pages|components)(/|$)',
      message:
        'Build code does not import the app: the prerender reaches it through the SSR bundle (ServerEntry in renderer/shared/page-data.ts).',
    },
    { regex: '^virtual:', message: 'Virtual modules exist only inside the Vite builds.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-ssr/',
      'dist-deploy/',
      'bench/tmp/',
      'test/tmp/',
      'test-results/',
      '.cache/',
      'scratch/',
      'drafts/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'renderer/app/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['renderer/app/**', 'pages/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', browserBoundary] },
  },
  {
    files: ['renderer/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message:
                'renderer/shared/ is pure and runs on both sides: it may import only other renderer/shared/ modules, no package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/build/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', buildBoundary] },
  },
  {
    rules: {
      // Unused values are type errors already (noUnusedLocals); a leading underscore marks a deliberate one.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
