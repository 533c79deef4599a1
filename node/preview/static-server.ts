// The preview server for a built site (npm start, the browser tests, the bench). Files come from sirv, as in
// `vite preview`, compression from the `compression` middleware, and the rules of the site's `_headers` are applied,
// so a preview answers like the published site. Nothing is cached between requests (sirv's dev mode looks each
// file up, bodies are compressed as they are sent, `_headers` and `404.html` are read per request), so a rebuild is
// served at once. No request can stop it: each one gets an answer and the next one is served.
import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import compression from 'compression';
import sirv from 'sirv';
import { listen, type Listening } from '../listen';

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Parses the Netlify / Cloudflare Pages `_headers` format. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** nginx's default limit: a longer URL is a broken link, not a page. */
const MAX_URL_LENGTH = 8 * 1024;
/** Room for a request line well past MAX_URL_LENGTH, so a long URL gets our 414 instead of Node's 431. */
const MAX_HEADER_SIZE = 256 * 1024;
const ALLOW = 'GET, HEAD';
/** Files that hosts read as configuration and never publish, and hidden files (sirv's production rule). */
const UNPUBLISHED = /^\/_headers$|\/\.(?!well-known\/)/;

/** The decoded path a request names, or the status that refuses it. */
export function requestPath(url: string): { path: string } | { status: 400 | 414 } {
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  // Origin-form only: a preview is no proxy.
  if (!url.startsWith('/')) return { status: 400 };
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/, 1)[0]);
  } catch {
    return { status: 400 };
  }
  // Browsers resolve dot segments before sending, so a `..` (in any spelling, with either slash) or a NUL byte
  // only comes from a hand-made request and never names a file of the site.
  if (path.includes('\0') || path.split(/[/\\]/).includes('..')) return { status: 400 };
  return { path };
}

function plain(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(`${status} ${STATUS_CODES[status]}\n`);
}

async function notFound(root: string, res: ServerResponse) {
  const page = await readFile(join(root, '404.html')).catch(() => null);
  if (!page) return plain(res, 404);
  // Not the rules' caching: a file that is missing now may exist after the next build.
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': page.length,
    'Cache-Control': 'no-cache',
  });
  res.end(page);
}

export interface StaticServer extends Listening {
  server: Server;
}

export async function startStaticServer(
  root: string,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<StaticServer> {
  // etag: the browser revalidates pages (`no-cache`, like a host's default) and gets a 304 while nothing changed.
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  // Plain Node middleware (it only wraps res.write and res.end); its type definitions name Express's request type.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  async function serve(req: IncomingMessage, res: ServerResponse, path: string) {
    const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
    for (const rule of rules) if (rule.pattern.test(path)) for (const [k, v] of rule.headers) res.setHeader(k, v);
    if (UNPUBLISHED.test(path)) return notFound(root, res);
    // sirv answers or calls next() before it returns: its lookups are synchronous.
    let missed = false;
    files(req, res, () => void (missed = true));
    if (missed) await notFound(root, res);
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => {
    // sirv pipes a file stream into the response without an error handler; a file removed by a rebuild between
    // its lookup and its opening would otherwise throw out of the server.
    res.on('pipe', (source: Readable) => source.on('error', () => res.destroy()));
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: ALLOW });
    const target = requestPath(req.url ?? '');
    if ('status' in target) return plain(res, target.status);
    // sirv trusts the Range header (a backwards range throws); ignoring it is always allowed: the whole file is sent.
    delete req.headers.range;
    compress(req, res, () =>
      serve(req, res, target.path).catch((error: unknown) => {
        console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        if (res.headersSent) res.destroy();
        else plain(res, 500);
      }),
    );
  });
  // Node closes the socket of a CONNECT it has no handler for; answer it like any other method.
  server.on('connect', (_req, socket) =>
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
  );

  return { server, ...(await listen(server, port, host)) };
}
