// `npm run dev`: the editor's live preview on http://localhost:5173, rendered from the current manifest and
// Markdown and updated on every save (node/dev/server.ts). PORT picks another port; HOST=0.0.0.0 opens
// it to the local network. `--manifest <file>` and `--content <folder>` preview another manifest or content.
import { parseArgs } from 'node:util';
import { startDevServer, type DevServer } from '../node/dev/server';
import { listenFailure, listenSettings, printNetworkAddresses, stopOnSignals } from './cli';

const COMMAND = { name: 'npm run dev', defaultPort: 5173 };

const { values } = parseArgs({ options: { manifest: { type: 'string' }, content: { type: 'string' } } });
const { port, host } = listenSettings(COMMAND);

let dev: DevServer;
try {
  dev = await startDevServer({ manifestPath: values.manifest, contentDir: values.content, port, host });
} catch (error) {
  listenFailure(error, port, host, COMMAND);
}

console.log(
  `Live preview on ${dev.url}: save the manifest or a Markdown file and the open page follows (Ctrl+C to stop).`,
);
printNetworkAddresses(host, dev.port);
stopOnSignals(dev.close);
