// Whether a build folder matches the sources: a finished build writes a stamp naming the time it started (outside
// the folder, which holds only what visitors may see), and a source file changed since then makes the build stale.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../node/project-folders';

const STAMPS = join(ROOT, 'node_modules/.cache/site-build');

/** Everything a build reads: the manifest, the Markdown, the code that renders and builds, the dependencies. */
const SOURCES = [
  'site.manifest.ts',
  'content',
  'renderer',
  'node',
  'pages',
  'components',
  'public',
  'scripts/build.ts',
  'scripts/load-site.ts',
  'folders.json',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

interface Stamp {
  outDir: string;
  startedAt: number;
}

const stampFile = (outDir: string) =>
  join(STAMPS, `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`);

/** Called as a build starts: until it finishes, the folder matches nothing. */
export function clearBuildStamp(outDir: string): void {
  rmSync(stampFile(outDir), { force: true });
}

export function writeBuildStamp(outDir: string, startedAt: number): void {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampFile(outDir), JSON.stringify({ outDir, startedAt } satisfies Stamp));
}

/** The most recently changed source file and its modification time. */
function newestSource(): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (stat.mtimeMs > newest.mtimeMs) newest = { file: relative(ROOT, path), mtimeMs: stat.mtimeMs };
  };
  for (const source of SOURCES) if (existsSync(join(ROOT, source))) visit(join(ROOT, source));
  return newest;
}

/** Why `outDir` must be rebuilt before it can be trusted, or null when it was built from the sources as they are. */
export function staleBuild(outDir: string): string | null {
  if (!existsSync(join(outDir, 'index.html'))) return `${relative(ROOT, outDir)}/ holds no build`;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(outDir), 'utf8')) as Stamp;
  } catch {
    return 'no finished build is recorded';
  }
  const newest = newestSource();
  return newest.mtimeMs >= stamp.startedAt ? `${newest.file} changed after the last build started` : null;
}
