// A stone page's Markdown body, written from the stone's fields (plus its optional Markdown file) under the
// headings of the manifest's `stonePage`, and the lines each part of it holds: the check reads each field's
// findings from the one compile of the whole page instead of compiling every field alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, StoneEntry } from './types';
import type { MarkdownFindings, RenderedMarkdown } from '../markdown/markdown';
import { fill } from './fill';
import { stoneWords } from './stone-words';

const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** A stone's fields written in Markdown, each checked on its own. */
export const STONE_PROSE = ['intro', 'look', 'origin', 'meaning', 'pairing', 'care', 'typesText'] as const;

/** Where one field (or the stone's body file) lies in the page's Markdown: 1-based lines, both ends included. */
export interface StonePart {
  /** The field, or 'body' for the stone's Markdown file. */
  part: (typeof STONE_PROSE)[number] | 'body';
  first: number;
  last: number;
}

export interface StoneMarkdown {
  markdown: string;
  parts: StonePart[];
}

/**
 * The stone pages a compile has assembled, by stone: the list of bodies to compile, the check and the pages each
 * read a stone's page, and each finds it here after the first (5,000 stones: a tenth of a second each time).
 */
export type AssembledStones = WeakMap<StoneEntry, StoneMarkdown>;

/** The lines of `text`: one more than its line breaks. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** A stone page's body and its parts' lines; `readBody` gives the text of the stone's body file. */
export function stoneMarkdownParts(
  manifest: Manifest,
  s: StoneEntry,
  readBody: (file: string) => string,
): StoneMarkdown {
  const { headings, availableIn, availability } = manifest.stonePage;
  const { stonesWorkedWith } = manifest.company;
  const words = stoneWords(s);
  // Whether the company works with this stone is the company's to say: until it does, the page asks to confirm.
  const note = !stonesWorkedWith
    ? availability.unknown
    : stonesWorkedWith.includes(s.slug)
      ? availability.worked
      : availability.notWorked;
  // Each piece of the page, with the part it holds (none for the headings and the availability line).
  const pieces: [StonePart['part'] | undefined, string][] = [
    ['intro', s.intro],
    ...(
      [
        [headings.look, 'look'],
        [headings.origin, 'origin'],
        [headings.meaning, 'meaning'],
        [headings.pairing, 'pairing'],
        [headings.care, 'care'],
        [headings.types, 'typesText'],
      ] as const
    ).flatMap(([heading, field]): [StonePart['part'] | undefined, string][] => [
      [undefined, `## ${fill(heading, words)}`],
      [field, s[field]],
    ]),
    [undefined, `**${availableIn}** ${list.format(s.jewelryTypes)}. ${fill(note, words)}`],
    ...(s.body ? [['body', readBody(s.body)] as [StonePart['part'], string]] : []),
  ];
  const parts: StonePart[] = [];
  let line = 1;
  for (const [part, text] of pieces) {
    const lines = lineCount(text);
    if (part) parts.push({ part, first: line, last: line + lines - 1 });
    // A blank line between pieces.
    line += lines + 1;
  }
  return { markdown: pieces.map(([, text]) => text).join('\n\n'), parts };
}

/** A stone page's body: its prose fields are Markdown like the bodies (bold, italics, links). */
export function stoneMarkdown(manifest: Manifest, s: StoneEntry, readBody: (file: string) => string): string {
  return stoneMarkdownParts(manifest, s, readBody).markdown;
}

// Every part starts at the page's start or after a heading and a blank line, and a blank line follows it: that
// closes every block but these, the only things that tie one part to another, so that a field compiled within the
// page would not read as it does alone: raw HTML (a <script> or a comment left open runs on), a code fence left
// open, a definition a link elsewhere refers to (footnotes included), and line endings other than \n, which the
// lines above do not count.
const TIED = ['<', '```', '~~~', ']:', '\r'];
/** Each looked for on its own: far faster than one regular expression of the five over 5,000 pages. */
const tied = (markdown: string) => TIED.some((mark) => markdown.includes(mark));

/**
 * The page of a stone as the check reads it, its body file read from `contentDir`: undefined when that file cannot
 * be read (the check says why) or when a part would not compile within the page as it does alone.
 */
export function standAloneParts(
  manifest: Manifest,
  s: StoneEntry,
  contentDir: string,
  assembled?: AssembledStones,
): StoneMarkdown | undefined {
  let page = assembled?.get(s);
  if (!page) {
    try {
      page = stoneMarkdownParts(manifest, s, (file) => readFileSync(join(contentDir, file), 'utf8'));
    } catch {
      return undefined;
    }
    assembled?.set(s, page);
  }
  return tied(page.markdown) ? undefined : page;
}

/** What the compile of the whole page says of one part: its findings on its own lines, as if compiled alone. */
export function partFindings(page: RenderedMarkdown, { first, last }: StonePart): MarkdownFindings {
  const inPart = <F extends { line?: number }>(found: F[]) =>
    found
      .filter(({ line }) => line !== undefined && line >= first && line <= last)
      .map((f) => ({ ...f, line: f.line! - first + 1 }));
  return {
    links: inPart(page.links),
    titles: inPart(page.titles),
    refused: inPart(page.refused),
    rawHtml: inPart(page.rawHtml),
    empty: !page.visibleLines.some((line) => line >= first && line <= last),
  };
}
