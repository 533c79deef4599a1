// the part of an image file's name that says what it is made from.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A short hash of `parts`: a file name that changes whenever what it is made from does, so it can be cached forever. */
export function digest(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);
}

/**
 * A module's own source, hashed: part of the name of every file that module makes, so a change to how it makes them
 * is never served from the image cache.
 */
export const sourceOf = (moduleUrl: string) => digest(readFileSync(new URL(moduleUrl), 'utf8'));
