// Every Markdown text the check and the compile of a manifest read: each content page's body file and each stone
// page's whole body, plus, for a stone whose parts would not read within its page as alone, its prose fields and its
// own body file (the check then compiles each one alone). The build compiles them all at once, on all its threads,
// before the compile, which then finds each one ready.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../manifest/types';
import { standAloneParts, stoneMarkdown, STONE_PROSE, type AssembledStones } from '../manifest/stone-markdown';

export function markdownBodies(manifest: Manifest, contentDir: string, assembled?: AssembledStones): string[] {
  const readBody = (file: string) => readFileSync(join(contentDir, file), 'utf8');
  // A file that cannot be read is the check's to report: its body is left out here.
  const readable = (read: () => string) => {
    try {
      return [read()];
    } catch {
      return [];
    }
  };
  return [
    ...manifest.pages.flatMap((page) => readable(() => readBody(page.body))),
    ...manifest.stones.flatMap((stone) => {
      // A stone page whose parts read there as alone is all the check and the compile need.
      const page = standAloneParts(manifest, stone, contentDir, assembled);
      if (page) return [page.markdown];
      return [
        ...STONE_PROSE.map((field) => stone[field]),
        ...(stone.body ? readable(() => readBody(stone.body!)) : []),
        ...readable(() => stoneMarkdown(manifest, stone, readBody)),
      ];
    }),
  ];
}
