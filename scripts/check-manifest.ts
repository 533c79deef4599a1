// `npm run check`: validates site.manifest.ts and its Markdown files; exits 1 listing every problem. It lists the
// sample values still in place; with `--publish` (before going live) they make it fail.
import { parseArgs } from 'node:util';
import { loadSite } from './load-site';

const { values, positionals } = parseArgs({ options: { publish: { type: 'boolean' } }, allowPositionals: true });
const site = await loadSite(positionals[0], undefined, values.publish ? 'publish' : 'warn');
console.log(
  `Manifest OK: ${site.routes.length} routes (${site.manifest.pages.length} content pages, ${site.manifest.stones.length} stones).`,
);
