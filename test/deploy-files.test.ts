// What the build hands a host: HTTPS enforced (HSTS, the nginx sample on 443 with port 80 redirecting), a style
// policy as narrow as the pages allow, and nothing in dist/ that names our source files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../node/prerender/deploy-config';
import { DIST_DIR } from '../node/project-folders';
import { compile, manifestCopy } from './helpers';

const site = compile(manifestCopy());
const host = new URL(site.manifest.company.siteUrl).host;
const HSTS = 'Strict-Transport-Security: max-age=31536000; includeSubDomains';
const directives = new Map(
  contentSecurityPolicy(site)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name, ...values]) => [name, values]),
);

/** The text of each top-level `server { ... }` block of an nginx file. */
function serverBlocks(conf: string): string[] {
  const blocks: string[] = [];
  for (const match of conf.matchAll(/^server \{$/gm)) {
    let depth = 0;
    for (let i = match.index; i < conf.length; i++) {
      if (conf[i] === '{') depth++;
      if (conf[i] === '}' && --depth === 0) {
        blocks.push(conf.slice(match.index, i + 1));
        break;
      }
    }
  }
  return blocks;
}

describe('dist/ publishes the site only', () => {
  it('has no hidden folder or file, so not the build manifest with its source paths', () => {
    const hidden = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.split(/[/\\]/).some((part) => part.startsWith('.')),
    );
    expect(hidden).toEqual([]);
  });

  it('no published file names a source file', () => {
    const text = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(html|js|css|json|xml|txt|webmanifest)$/.test(f),
    );
    expect(text.length).toBeGreaterThan(60);
    for (const file of text) expect(readFileSync(join(DIST_DIR, file), 'utf8'), file).not.toMatch(/entry-client\.tsx/);
  });
});

describe('the security policy', () => {
  it('takes style sheets only from the site and allows inline style attributes, never inline style elements', () => {
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directives.has('style-src-elem')).toBe(false);
  });
});

describe('HTTPS', () => {
  it('_headers sends HSTS on every path', () => {
    const headers = readFileSync(join(DIST_DIR, '_headers'), 'utf8');
    const all = headers.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n'))!;
    expect(all).toContain(`  ${HSTS}`);
  });

  it('the nginx sample redirects port 80 to https and serves the site on 443 with TLS and HSTS', () => {
    const conf = readFileSync(`${DIST_DIR}-deploy/nginx.conf`, 'utf8');
    const blocks = serverBlocks(conf);
    expect(blocks).toHaveLength(2);
    const [plain, tls] = blocks;
    expect(plain).toMatch(/listen 80;/);
    expect(plain).toContain(`return 301 https://${host}$request_uri;`);
    expect(plain).not.toMatch(/root |add_header/);

    expect(tls).toMatch(/listen 443 ssl\b/);
    expect(tls).toContain(`ssl_certificate     /etc/letsencrypt/live/${host}/fullchain.pem;`);
    expect(tls).toContain(`ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;`);
    expect(tls).toMatch(/# EXAMPLE PATHS[^\n]*change them/);
    expect(tls).toContain(`root /var/www/${host};`);
    // nginx drops a server's add_header lines in any location that has its own: each location repeats them.
    const withHeaders = tls
      .split(/\n(?= {4}location )/)
      .slice(1)
      .filter((l) => l.includes('add_header'));
    expect(withHeaders).toHaveLength(3);
    for (const location of withHeaders) {
      expect(location).toContain(`add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;`);
      expect(location).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(site)}" always;`);
    }
  });

  it('the nginx sample does not publish the _headers file', () => {
    const conf = readFileSync(`${DIST_DIR}-deploy/nginx.conf`, 'utf8');
    expect(conf).toMatch(/location = \/_headers \{\s+return 404;\s+\}/);
  });
});
