// `npm run check`: validates site.manifest.ts and its Markdown files; exits 1 listing every problem.
import { loadSite } from './load-site';

const site = await loadSite(process.argv[2]);
console.log(
  `Manifest OK: ${site.routes.length} routes (${site.manifest.pages.length} content pages, ${site.manifest.stones.length} stones).`,
);
