// A built folder as tests compare it: every file under it, by its path there, with its bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `root`, by its path there (in sorted order), with its bytes. */
export function fileTree(root: string): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(root, file), readFileSync(file)]),
  );
}

/** The files of `actual` whose bytes differ from those of the same file in `expected`. */
export function differingFiles(expected: Map<string, Buffer>, actual: Map<string, Buffer>): string[] {
  return [...expected].filter(([file, bytes]) => !actual.get(file)?.equals(bytes)).map(([file]) => file);
}
