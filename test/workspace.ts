// Where tests write: test-results/ for the sites they build (one of the generated folders every tool skips, inside
// the project so a build resolves its packages), the system's temporary folder for a copy of the project. Nothing
// else of the project is ever written.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { GENERATED_FOLDERS, ROOT } from '../node/project-folders';

/** A new, empty folder of test-results/ (the caller removes it). */
export function testResultsDir(prefix: string): string {
  const dir = join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  return mkdtempSync(join(dir, `${prefix}-`));
}

/** What a copy of the project leaves out: its packages (linked instead), its tests, and what it generates. */
const LEFT_OUT = new Set(['node_modules', 'test', ...GENERATED_FOLDERS]);

/**
 * A throwaway copy of the project (its code, manifest, content and public files), which a test may edit as an
 * editor would, never touching the project's own. Its packages are this project's, each linked into a node_modules
 * folder of its own, so what the copy's tools cache there (Vite's prebundled packages) stays in the copy.
 */
export function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'project-'));
  for (const entry of readdirSync(ROOT)) {
    if (entry.startsWith('.') || LEFT_OUT.has(entry)) continue;
    cpSync(join(ROOT, entry), join(dir, entry), {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(relative(ROOT, source)),
    });
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules')))
    if (!name.startsWith('.')) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  return dir;
}
