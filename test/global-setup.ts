// Runs once before any test file: dist/ is rebuilt when it is missing or older than the sources, so any subset of
// the tests reads the current code. `npm test` has just built, so this finds the build fresh and goes on.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST_DIR, ROOT } from '../node/project-folders';
import { staleBuild } from '../scripts/build-stamp';

const TSX = join(ROOT, 'node_modules/.bin/tsx');

export default function setup(): void {
  const reason = staleBuild(DIST_DIR);
  if (!reason) return;
  console.log(`Building the site first: ${reason}.`);
  execFileSync(TSX, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
}
