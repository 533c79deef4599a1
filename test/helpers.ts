// Shared helpers for tests that work on the manifest.
import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR } from '../node/project-folders';
import realManifest from '../site.manifest';
import { compileSite } from '../node/compile/compile-site';
import { ManifestError } from '../node/manifest/manifest-error';
import type { Problem } from '../node/manifest/problems';
import type { ManifestInput } from '../node/manifest/types';

/** A deep copy of the real manifest that a test may break or extend. */
export function manifestCopy(): ManifestInput {
  return structuredClone(realManifest);
}

export function compile(manifest: unknown, contentDir = CONTENT_DIR, publicDir?: string) {
  return compileSite(manifest, { contentDir, publicDir });
}

/** Every problem the check finds (errors, and the warnings of a manifest that compiles). */
export function problemsOf(manifest: unknown, contentDir?: string, publicDir?: string): Problem[] {
  try {
    return compile(manifest, contentDir, publicDir).warnings;
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

/** The errors of a manifest that does not compile, as `place: message` lines ([] when it compiles). */
export function problems(manifest: unknown, contentDir?: string): string[] {
  return problemsOf(manifest, contentDir)
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.place}: ${p.message}`);
}

/** A throwaway copy of content/ in which a test may add, empty or remove Markdown files. */
export function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export function writeMarkdown(dir: string, file: string, text: string): void {
  writeFileSync(join(dir, file), text);
}
