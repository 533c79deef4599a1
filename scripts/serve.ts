// `npm run serve` (and the second half of `npm start`): serves the built site on http://localhost:4173.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../renderer/vite-config';
import { startStaticServer } from './static-server';

const dist = resolve(ROOT, 'dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('dist/ has no build yet: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer(dist, port, { withHeaders: true });
console.log(`Serving dist/ on ${url} (Ctrl+C to stop).`);
