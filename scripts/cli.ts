// What `npm start` and `npm run dev` share on the command line: the PORT and HOST settings, one clear line when the
// server cannot start, the addresses a phone can open, and a clean stop on Ctrl+C.
import { networkInterfaces } from 'node:os';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

interface Command {
  /** What the person typed, e.g. `npm start`. */
  name: string;
  defaultPort: number;
}

/** PORT (or the command's default), HOST (this computer only unless asked). */
export function listenSettings({ name, defaultPort }: Command): { port: number; host: string } {
  const port = Number(process.env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(
      `PORT=${process.env.PORT} is not a port number: pick one from 1 to 65535, for example PORT=${defaultPort + 1} ${name}.`,
    );
  return { port, host: process.env.HOST || '127.0.0.1' };
}

/** Ends the process with one line saying why the server could not listen and what to do. */
export function listenFailure(error: unknown, port: number, host: string, { name, defaultPort }: Command): never {
  const { code, message } = error as NodeJS.ErrnoException;
  const other = port === 65535 ? defaultPort + 1 : port + 1;
  if (code === 'EADDRINUSE')
    fail(`Port ${port} is already in use (another server is running there): pick another, e.g. PORT=${other} ${name}.`);
  if (code === 'EACCES')
    fail(
      `Port ${port} needs administrator rights on this system: pick one above 1023, e.g. PORT=${defaultPort + 1} ${name}.`,
    );
  fail(`Cannot serve on ${host}:${port}: ${message}`);
}

/** With HOST=0.0.0.0, the addresses to type on a phone on the same Wi-Fi. */
export function printNetworkAddresses(host: string, port: number): void {
  if (host !== '0.0.0.0' && host !== '::') return;
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${port}`);
  if (lan.length) console.log(`On this network (a phone on the same Wi-Fi): ${lan.join(', ')}`);
}

/** Ctrl+C (SIGINT) or SIGTERM: close, say so, exit 0. */
export function stopOnSignals(close: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, async () => {
      await close();
      console.log('Server stopped.');
      process.exit(0);
    });
}
