// A small static server for dist/: clean URLs (/a-b -> a-b/index.html), 404.html for unknown paths, gzip like
// any static host, and optionally the response headers of dist/_headers, so tests and the bench see what a
// visitor of the published site would get.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

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

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer(
  root: string,
  port = 0,
  options: { withHeaders?: boolean } = {},
): Promise<{ server: Server; url: string }> {
  const gzipped = new Map<string, Buffer>();
  const rules = options.withHeaders
    ? parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''))
    : [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(root, path), join(root, path, 'index.html')];
    let file: string | undefined;
    for (const c of candidates)
      if (c.startsWith(root) && (await isFile(c))) {
        file = c;
        break;
      }
    const status = file ? 200 : 404;
    file ??= join(root, '404.html');
    for (const rule of rules)
      if (rule.pattern.test(url.pathname)) for (const [k, v] of rule.headers) res.setHeader(k, v);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(await readFile(file))));
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Content-Length': body.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, { 'Content-Type': type });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file)
      .on('error', () => res.end())
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://localhost:${actualPort}` };
}
