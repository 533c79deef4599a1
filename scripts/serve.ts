// `npm run serve` (and the second half of `npm start`): serves the built site on http://localhost:4173.
// PORT picks another port; HOST=0.0.0.0 opens it to the local network (a phone on the same Wi-Fi can open it).
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer, type StaticServer } from './static-server';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) fail('dist/ has no build yet: run `npm run build` (or `npm start`) first.');
const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`PORT=${process.env.PORT} is not a port number: pick one from 1 to 65535, for example PORT=4174 npm start.`);
const host = process.env.HOST || '127.0.0.1';

let site: StaticServer;
try {
  site = await startStaticServer(dist, { port, host });
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  const other = port === 65535 ? 4174 : port + 1;
  if (code === 'EADDRINUSE')
    fail(
      `Port ${port} is already in use (another server is running there): pick another, e.g. PORT=${other} npm start.`,
    );
  if (code === 'EACCES')
    fail(`Port ${port} needs administrator rights on this system: pick one above 1023, e.g. PORT=4174 npm start.`);
  fail(`Cannot serve on ${host}:${port}: ${message}`);
}

console.log(`Serving dist/ on ${site.url} (Ctrl+C to stop).`);
if (host === '0.0.0.0' || host === '::') {
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${site.port}`);
  if (lan.length) console.log(`On this network (a phone on the same Wi-Fi): ${lan.join(', ')}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await site.close();
    console.log('Server stopped.');
    process.exit(0);
  });
