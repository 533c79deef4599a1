// Runs once before any test file: dist/ is rebuilt when it is missing or older than the sources, so any subset of
// the tests reads the current code. `npm test` has just built, so this finds the build fresh and goes on.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleBuild } from '../scripts/build-stamp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

export default function setup(): void {
  const reason = staleBuild(fileURLToPath(new URL('../dist', import.meta.url)));
  if (!reason) return;
  console.log(`Building the site first: ${reason}.`);
  execFileSync(TSX, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
}
