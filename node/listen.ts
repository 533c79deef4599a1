// Starts an HTTP server listening, for the preview server and the dev server alike: the address a
// person types, and a stop that also ends kept-alive connections.
import type { Server } from 'node:http';

export interface Listening {
  /** What a person types into the browser. */
  url: string;
  port: number;
  /** Stops listening and ends open connections (kept-alive ones included). */
  close(): Promise<void>;
}

/** Rejects with the listen error (EADDRINUSE, EACCES...) for the caller to explain. Port 0 picks a free port. */
export async function listen(server: Server, port: number, host: string): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const loopbackOrAll = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const shownHost = loopbackOrAll ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
