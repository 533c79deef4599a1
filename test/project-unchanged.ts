// The check that runs after the whole suite (test/global-setup.ts): no test changed a file of the project. Every
// file git tracks, and every file it would offer to track (new and not ignored), is read before the first test
// and after the last one; what differs fails the run, named. Tests write only copies and generated folders.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../node/project-folders';

type Snapshot = Map<string, string>;

/** Each file of the project (tracked, or new and not ignored) with a hash of its content; null outside git. */
export function projectSnapshot(): Snapshot | null {
  let list: string;
  try {
    list = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const files = list.split('\0').filter(Boolean);
  return new Map(
    files.map((file) => {
      let hash = 'deleted';
      try {
        hash = createHash('sha1')
          .update(readFileSync(join(ROOT, file)))
          .digest('hex');
      } catch {
        // Listed by git but gone from the working tree.
      }
      return [file, hash];
    }),
  );
}

/** The files added, removed or changed since `before`. */
export function changedSince(before: Snapshot): string[] {
  const after = projectSnapshot() ?? new Map<string, string>();
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((file) => before.get(file) !== after.get(file)).sort();
}
