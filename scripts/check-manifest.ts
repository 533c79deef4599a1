// `npm run check [manifest] [--content <folder>] [--publish]`: validates site.manifest.ts and its Markdown files;
// exits 1 listing every problem with its place and what to do. Warnings are printed and do not fail the check. It
// lists the sample values still in place; with `--publish` (before going live) they make it fail.
import { parseArgs } from 'node:util';
import { loadSite } from './load-site';

const { values, positionals } = parseArgs({
  options: { content: { type: 'string' }, publish: { type: 'boolean' } },
  allowPositionals: true,
});
const site = await loadSite(positionals[0], values.content, values.publish ? 'publish' : 'warn');
console.log(
  `Manifest OK: ${site.routes.length} routes (${site.manifest.pages.length} content pages, ${site.manifest.stones.length} stones).`,
);
