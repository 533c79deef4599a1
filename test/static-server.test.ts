// The preview server (npm start, the browser tests, the bench) over a copy of dist/: it answers like the published
// site, every hostile request gets an answer without reading outside the site, and a rebuild is served at once.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile, requestPath, startStaticServer, type StaticServer } from '../node/preview/static-server';
import { DIST_DIR } from '../node/project-folders';

const SENTINEL = 'SENTINEL: this file sits beside the site and must never be served';
const CONTENT_PAGE = 'aneis-de-prata-bali-artesanais';

interface RawResponse {
  status: number;
  head: string;
  body: Buffer;
}

/** Sends a request byte for byte (fetch would normalise the path) and reads the answer until the server closes. */
function raw(port: number, requestLine: string, headers: string[] = []): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that refuses a request may close before reading all of it: what it sent still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end < 0 ? all.length : end).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: end < 0 ? Buffer.alloc(0) : all.subarray(end + 4),
      });
    });
    // write, not end: a client that half-closes its side gets no answer from Node's HTTP server.
    socket.write([requestLine, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', ''].join('\r\n'));
  });
}

/** A GET with the given Accept-Encoding, the body decoded the way the server says it encoded it. */
function download(url: string, encoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const used = String(res.headers['content-encoding'] ?? 'identity');
        const decoded = used === 'gzip' ? gunzipSync(body) : used === 'br' ? brotliDecompressSync(body) : body;
        resolve({ status: res.statusCode!, encoding: used, body: decoded });
      });
    }).on('error', reject);
  });
}

const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();

let dir: string;
let site: string;
let server: StaticServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'preview-'));
  site = join(dir, 'site');
  cpSync(DIST_DIR, site, { recursive: true });
  writeFileSync(join(dir, 'secret.txt'), SENTINEL);
  server = await startStaticServer(site);
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function expectHomeServed() {
  const home = await raw(server.port, 'GET / HTTP/1.1');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toMatch(/^<!doctype html>/);
}

describe('answers like the published site', () => {
  it('serves /x and /x/ from x/index.html, and / from index.html', async () => {
    const page = readFileSync(join(site, CONTENT_PAGE, 'index.html'));
    for (const path of [`/${CONTENT_PAGE}`, `/${CONTENT_PAGE}/`]) {
      const res = await raw(server.port, `GET ${path} HTTP/1.1`);
      expect(res.status, path).toBe(200);
      expect(header(res.head, 'Content-Type'), path).toMatch(/^text\/html/);
      expect(res.body.equals(page), path).toBe(true);
    }
    expect((await raw(server.port, 'GET / HTTP/1.1')).body.equals(readFileSync(join(site, 'index.html')))).toBe(true);
  });

  it('answers an unknown path with 404.html and status 404, never cached for a year', async () => {
    const notFound = readFileSync(join(site, '404.html'));
    for (const path of ['/nao-existe', '/assets/nao-existe.js', '/_data/nao-existe.json']) {
      const res = await raw(server.port, `GET ${path} HTTP/1.1`);
      expect(res.status, path).toBe(404);
      expect(res.body.equals(notFound), path).toBe(true);
      expect(header(res.head, 'Cache-Control'), path).toBe('no-cache');
    }
  });

  it('sends the headers of _headers: the policy everywhere, a year of cache for hashed files only', async () => {
    const rules = readFileSync(join(site, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(rules)![1];
    const page = await raw(server.port, 'GET / HTTP/1.1');
    expect(header(page.head, 'Content-Security-Policy')).toBe(csp);
    expect(header(page.head, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8}/);
    expect(header(page.head, 'Cache-Control')).toBe('no-cache');
    const asset = readFileSync(join(site, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const script = await raw(server.port, `GET ${asset} HTTP/1.1`);
    expect(script.status).toBe(200);
    expect(header(script.head, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header(script.head, 'Content-Type')).toMatch(/^text\/javascript/);
  });

  it('does not publish the host configuration or hidden files', async () => {
    writeFileSync(join(site, '.env'), SENTINEL);
    for (const path of ['/_headers', '/.env']) {
      const res = await raw(server.port, `GET ${path} HTTP/1.1`);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('Content-Security-Policy');
      expect(res.body.toString(), path).not.toContain(SENTINEL);
    }
  });

  it('compresses with brotli or gzip, as the browser asks', async () => {
    const page = readFileSync(join(site, 'index.html'));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await download(`${base}/`, encoding);
      expect(res.encoding).toBe(encoding);
      expect(res.body.equals(page), encoding).toBe(true);
    }
  });

  it('answers a repeated request with 304 while the file is unchanged', async () => {
    const first = await raw(server.port, 'GET /robots.txt HTTP/1.1');
    const etag = header(first.head, 'ETag')!;
    expect((await raw(server.port, 'GET /robots.txt HTTP/1.1', [`If-None-Match: ${etag}`])).status).toBe(304);
  });

  it('listens on 127.0.0.1 unless told otherwise', async () => {
    expect(server.server.address()).toMatchObject({ address: '127.0.0.1' });
    const open = await startStaticServer(site, { host: '0.0.0.0' });
    expect(open.server.address()).toMatchObject({ address: '0.0.0.0' });
    await open.close();
  });
});

describe('hostile requests get an answer, read nothing outside the site, and / is served after each', () => {
  const cases: [string, string, number][] = [
    ['malformed percent-encoding', 'GET /%E0%A4%A HTTP/1.1', 400],
    ['a lone %', 'GET /% HTTP/1.1', 400],
    ['../', 'GET /../secret.txt HTTP/1.1', 400],
    ['../ after a folder', 'GET /assets/../../secret.txt HTTP/1.1', 400],
    ['%2e%2e/', 'GET /%2e%2e/secret.txt HTTP/1.1', 400],
    ['.%2E/', 'GET /.%2E/secret.txt HTTP/1.1', 400],
    ['..%2f', 'GET /..%2fsecret.txt HTTP/1.1', 400],
    ['%2e%2e%2f', 'GET /%2e%2e%2fsecret.txt HTTP/1.1', 400],
    ['double-encoded %252e%252e/', 'GET /%252e%252e/secret.txt HTTP/1.1', 404],
    ['double-encoded %252e%252e%252f', 'GET /%252e%252e%252fsecret.txt HTTP/1.1', 404],
    ['backslashes', 'GET /..\\secret.txt HTTP/1.1', 400],
    ['encoded backslashes', 'GET /..%5csecret.txt HTTP/1.1', 400],
    ['NUL byte', 'GET /secret.txt%00.html HTTP/1.1', 400],
    ['NUL byte alone', 'GET /%00 HTTP/1.1', 400],
    ['absolute-form target', 'GET http://127.0.0.1/../secret.txt HTTP/1.1', 400],
    ['asterisk target', 'GET * HTTP/1.1', 400],
    ['100 KB path', `GET /${'a'.repeat(100_000)} HTTP/1.1`, 414],
    ['1 MB path', `GET /${'a'.repeat(1_000_000)} HTTP/1.1`, 431],
    ['POST', 'POST / HTTP/1.1', 405],
    ['PUT', 'PUT /index.html HTTP/1.1', 405],
    ['DELETE', 'DELETE /index.html HTTP/1.1', 405],
    ['PATCH', 'PATCH / HTTP/1.1', 405],
    ['TRACE', 'TRACE / HTTP/1.1', 405],
    ['OPTIONS', 'OPTIONS * HTTP/1.1', 405],
    ['CONNECT', 'CONNECT 127.0.0.1:22 HTTP/1.1', 405],
    ['not HTTP at all', 'HELLO', 400],
  ];

  it.each(cases)('%s: %#', async (_name, requestLine, status) => {
    const res = await raw(server.port, requestLine);
    expect(res.status).toBe(status);
    expect(res.body.toString()).not.toContain(SENTINEL);
    if (status === 405) expect(header(res.head, 'Allow')).toBe('GET, HEAD');
    await expectHomeServed();
  });

  it('HEAD: the headers of GET, no body', async () => {
    const res = await raw(server.port, 'HEAD / HTTP/1.1');
    expect(res.status).toBe(200);
    expect(header(res.head, 'Content-Length')).toBe(String(readFileSync(join(site, 'index.html')).length));
    expect(header(res.head, 'Content-Security-Policy')).toContain("default-src 'self'");
    expect(res.body.length).toBe(0);
    const missing = await raw(server.port, 'HEAD /nao-existe HTTP/1.1');
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
    await expectHomeServed();
  });

  it('a backwards byte range gets the whole file', async () => {
    const res = await raw(server.port, 'GET /robots.txt HTTP/1.1', ['Range: bytes=50-2']);
    expect(res.status).toBe(200);
    expect(res.body.equals(readFileSync(join(site, 'robots.txt')))).toBe(true);
    await expectHomeServed();
  });

  it('a file that cannot be opened (a socket) ends that answer only', async () => {
    const socketFile: Server = createServer();
    await new Promise<void>((done) => socketFile.listen(join(site, 'socket.html'), done));
    const res = await raw(server.port, 'GET /socket.html HTTP/1.1');
    expect(res.status).not.toBe(200);
    socketFile.close();
    await expectHomeServed();
  });

  it('the sentinel beside the site is real (the traversal cases would find it if they could)', () => {
    expect(readFileSync(join(site, '..', 'secret.txt'), 'utf8')).toBe(SENTINEL);
  });

  it('a burst of 300 concurrent requests all answer 200', async () => {
    const paths = ['/', `/${CONTENT_PAGE}`, '/mapa-do-site', '/robots.txt', '/sitemap.xml'];
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        download(`${base}${paths[i % paths.length]}`, i % 2 ? 'gzip' : 'br').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

describe('a rebuild while the server runs', () => {
  it('is served at once, plain and compressed, new hashed files and new headers included', async () => {
    const before = await Promise.all(['identity', 'gzip', 'br'].map((e) => download(`${base}/`, e)));
    const oldEtag = header((await raw(server.port, 'HEAD / HTTP/1.1')).head, 'ETag')!;
    const rebuilt = readFileSync(join(site, 'index.html'), 'utf8').replace(
      '</body>',
      `<p>${'Nova versão da página. '.repeat(100)}</p></body>`,
    );
    writeFileSync(join(site, 'index.html'), rebuilt);
    writeFileSync(join(site, 'assets', 'novo-9f8e7d6c.js'), `console.log(${JSON.stringify('x'.repeat(2000))});\n`);
    writeFileSync(join(site, '_headers'), readFileSync(join(site, '_headers'), 'utf8') + '\n/novo\n  X-Rebuilt: sim\n');

    for (const [i, encoding] of ['identity', 'gzip', 'br'].entries()) {
      expect(before[i].body.toString()).not.toContain('Nova versão');
      const after = await download(`${base}/`, encoding);
      expect(after.encoding).toBe(encoding);
      expect(after.body.toString(), encoding).toBe(rebuilt);
      const asset = await download(`${base}/assets/novo-9f8e7d6c.js`, encoding);
      expect(asset.status, encoding).toBe(200);
      expect(asset.body.equals(readFileSync(join(site, 'assets', 'novo-9f8e7d6c.js'))), encoding).toBe(true);
    }
    expect((await raw(server.port, 'GET / HTTP/1.1', [`If-None-Match: ${oldEtag}`])).status).toBe(200);
    expect(header((await raw(server.port, 'GET /novo HTTP/1.1')).head, 'X-Rebuilt')).toBe('sim');
  });
});

describe('parseHeadersFile', () => {
  it('reads path globs and their indented headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-A: 1\n\n/assets/*\n  Cache-Control: max-age=1, immutable\n');
    expect(rules.map((r) => r.headers)).toEqual([[['X-A', '1']], [['Cache-Control', 'max-age=1, immutable']]]);
    expect(rules[0].pattern.test('/any/path')).toBe(true);
    expect(rules[1].pattern.test('/assets/a.js')).toBe(true);
    expect(rules[1].pattern.test('/other/assets/a.js')).toBe(false);
  });

  it('keeps a header value that contains a colon whole', () => {
    expect(parseHeadersFile('/x\n  Link: <https://a.example/>; rel=preconnect\n')[0].headers).toEqual([
      ['Link', '<https://a.example/>; rel=preconnect'],
    ]);
  });
});

describe('requestPath', () => {
  it('decodes the path and drops the query', () => {
    expect(requestPath('/joias%20de%20prata?utm_source=x')).toEqual({ path: '/joias de prata' });
  });

  it('never throws, and what it accepts never climbs out of the site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        for (const url of [`/${s}`, `/${encodeURIComponent(s)}`, `/${s.replace(/\./g, '%2e')}`]) {
          const result = requestPath(url);
          if ('path' in result) {
            expect(result.path.split(/[/\\]/)).not.toContain('..');
            expect(result.path).not.toContain('\0');
          }
        }
      }),
    );
  });
});
