// Runs once around all the test files. Before: dist/ is built, so any subset of the tests reads the current code.
// After: the run fails if any test changed a file of the project (test/project-unchanged.ts).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../node/project-folders';
import { changedSince, projectSnapshot } from './project-unchanged';

const TSX = join(ROOT, 'node_modules/.bin/tsx');

export default function setup(): () => void {
  execFileSync(TSX, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  const before = projectSnapshot();
  if (!before) console.log('Not a git working tree: the check that tests leave the project unchanged is skipped.');
  return () => {
    const changed = before ? changedSince(before) : [];
    if (!changed.length) return;
    console.error(
      `\nFAIL the project is unchanged after the tests: they changed ${changed.join(', ')} (a test works on a copy, or in test-results/)`,
    );
    // Vitest reports an error thrown here without failing the run: the exit code says it.
    process.exitCode = 1;
  };
}
