// `npm run serve` (and the second half of `npm start`): serves the built site on http://localhost:4173.
// PORT picks another port; HOST=0.0.0.0 opens it to the local network (a phone on the same Wi-Fi can open it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../node/project-folders';
import { fail, listenFailure, listenSettings, printNetworkAddresses, stopOnSignals } from './cli';
import { startStaticServer, type StaticServer } from '../node/preview/static-server';

const COMMAND = { name: 'npm start', defaultPort: 4173 };

if (!existsSync(join(DIST_DIR, 'index.html')))
  fail('dist/ has no build yet: run `npm run build` (or `npm start`) first.');
const { port, host } = listenSettings(COMMAND);

let site: StaticServer;
try {
  site = await startStaticServer(DIST_DIR, { port, host });
} catch (error) {
  listenFailure(error, port, host, COMMAND);
}

console.log(`Serving dist/ on ${site.url} (Ctrl+C to stop).`);
printNetworkAddresses(host, site.port);
stopOnSignals(site.close);
