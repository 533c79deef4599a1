// The Markdown an editor writes (the content pages' body files, a stone's optional body file and its
// prose fields): the file exists and is a file, every site link resolves, no second page title, something to
// read; the raw HTML the page will not show is a warning.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Manifest } from './types';
import type { MarkdownFindings } from '../markdown/markdown';
import type { MarkdownCache } from '../markdown/markdown-cache';
import {
  BodyFileEmpty,
  BodyFileMissing,
  BodyIsAFolder,
  BodyLinkUnknownRoute,
  NothingToRead,
  RawHtmlRemoved,
  RefusedAddress,
  SecondMainTitle,
  type ProblemData,
} from './problem-catalogue';
import type { ProblemList } from './problems';
import { partFindings, standAloneParts, STONE_PROSE, type AssembledStones, type StoneMarkdown } from './stone-markdown';

interface BodyContext {
  problems: ProblemList;
  contentDir: string;
  routes: Set<string>;
  /** Routes the spec requires that are missing: reported once, not at every link to them. */
  missing: Set<string>;
  /** Where the compiled bodies are kept: the compile that follows finds them there. */
  markdown: MarkdownCache;
  /** The stone pages the compile has assembled already. */
  assembled?: AssembledStones;
}

/** Where a finding is reported: in a Markdown file (at its line) or in a manifest field. */
type Origin = { file: string } | { path: PropertyKey[] };

function report<P>(ctx: BodyContext, origin: Origin, data: ProblemData<P>, line: number | undefined, details: P) {
  if ('file' in origin) ctx.problems.inFile(data, { file: origin.file, line }, details);
  else ctx.problems.report(data, origin.path, details);
}

function checkRendered(ctx: BodyContext, origin: Origin, md: MarkdownFindings, wholeBody: boolean) {
  for (const link of md.links) {
    const route = link.url.split(/[#?]/)[0];
    if (ctx.routes.has(route) || ctx.missing.has(route)) continue;
    report(ctx, origin, BodyLinkUnknownRoute, link.line, { url: link.url, routes: ctx.routes });
  }
  for (const title of md.titles) report(ctx, origin, SecondMainTitle, title.line, { text: title.text });
  for (const link of md.refused) report(ctx, origin, RefusedAddress, link.line, { url: link.url });
  for (const raw of md.rawHtml) report(ctx, origin, RawHtmlRemoved, raw.line, { html: raw.html });
  if (wholeBody && md.empty) report(ctx, origin, NothingToRead, undefined, { rawHtml: md.rawHtml.length > 0 });
}

/** Every .md file under content/, as a body names it (`pages/aneis.md`). */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.split('\\').join('/'));
}

/** The text of a body file, or undefined after reporting why it cannot be read. */
function readBody(ctx: BodyContext, file: string, path: PropertyKey[]): string | undefined {
  const full = join(ctx.contentDir, file);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) {
    ctx.problems.report(BodyFileMissing, path, { file, files: markdownFiles(ctx.contentDir) });
    return undefined;
  }
  if (stat.isDirectory()) {
    const inside = markdownFiles(full).map((f) => `${relative(ctx.contentDir, join(full, f))}`);
    ctx.problems.report(BodyIsAFolder, path, { file, inside });
    return undefined;
  }
  const text = readFileSync(full, 'utf8');
  if (text.trim() === '') {
    ctx.problems.report(BodyFileEmpty, path, { file });
    return undefined;
  }
  return text;
}

/**
 * The compile of a stone's whole page, when each of its parts can be read there as if compiled alone (one compile
 * instead of one per field): undefined when a part would read otherwise, or when some text of it is on no line.
 */
function wholeStonePage(ctx: BodyContext, page: StoneMarkdown | undefined) {
  const rendered = page && ctx.markdown.render(page.markdown);
  return rendered && !rendered.visibleLines.includes(0) ? rendered : undefined;
}

export function checkBodies(manifest: Manifest, ctx: BodyContext): void {
  manifest.pages.forEach((page, i) => {
    const text = readBody(ctx, page.body, ['pages', i, 'body']);
    if (text !== undefined) checkRendered(ctx, { file: `content/${page.body}` }, ctx.markdown.render(text), true);
  });
  manifest.stones.forEach((stone, i) => {
    const page = standAloneParts(manifest, stone, ctx.contentDir, ctx.assembled);
    const whole = wholeStonePage(ctx, page);
    // Each part as compiled alone, or read from the whole page when that says the same.
    const findings = (part: (typeof STONE_PROSE)[number] | 'body', text: string) =>
      whole
        ? partFindings(
            whole,
            page!.parts.find((p) => p.part === part)!,
          )
        : ctx.markdown.render(text);
    for (const field of STONE_PROSE)
      checkRendered(ctx, { path: ['stones', i, field] }, findings(field, stone[field]), true);
    if (!stone.body) return;
    const text = readBody(ctx, stone.body, ['stones', i, 'body']);
    if (text !== undefined) checkRendered(ctx, { file: `content/${stone.body}` }, findings('body', text), true);
  });
}
