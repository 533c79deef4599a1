// The Markdown an editor writes (the content pages' body files, a stone's optional body file and its
// prose fields): the file exists and is a file, every site link resolves, no second page title, something to
// read; the raw HTML the page will not show is a warning.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Manifest } from '../../renderer/shared/manifest';
import { renderMarkdown, type RenderedMarkdown } from '../markdown/markdown';
import { didYouMean } from './nearest';
import type { ProblemList } from './problems';

const STONE_PROSE = ['intro', 'look', 'origin', 'meaning', 'pairing', 'care', 'typesText'] as const;

interface BodyContext {
  problems: ProblemList;
  contentDir: string;
  routes: Set<string>;
  /** Routes the spec requires that are missing: reported once, not at every link to them. */
  missing: Set<string>;
}

/** Where a finding is reported: in a Markdown file (at its line) or in a manifest field. */
type Origin = { file: string } | { path: PropertyKey[] };

function report(
  ctx: BodyContext,
  origin: Origin,
  severity: 'error' | 'warning',
  line: number | undefined,
  message: string,
  hint: string,
) {
  if ('file' in origin) ctx.problems.inFile({ severity, file: origin.file, line, message, hint });
  else if (severity === 'error') ctx.problems.error(origin.path, message, hint);
  else ctx.problems.warn(origin.path, message, hint);
}

function checkRendered(ctx: BodyContext, origin: Origin, md: RenderedMarkdown, wholeBody: boolean) {
  for (const link of md.links) {
    const route = link.url.split(/[#?]/)[0];
    if (ctx.routes.has(route) || ctx.missing.has(route)) continue;
    report(
      ctx,
      origin,
      'error',
      link.line,
      `link "${link.url}" is not a route`,
      didYouMean(route, ctx.routes, false) ??
        'link to one of the routes of the manifest (`npm run check` lists them as pages[].route)',
    );
  }
  for (const title of md.titles)
    report(
      ctx,
      origin,
      'error',
      title.line,
      `"# ${title.text}" makes a second main title (h1) on the page`,
      'use ## for a subheading: the page has one main title, its heroTitle',
    );
  for (const link of md.refused)
    report(
      ctx,
      origin,
      'error',
      link.line,
      `the address "${link.url}" is refused: the link or image is removed with its text`,
      'link to a route (/...) or to a full https:// address',
    );
  for (const raw of md.rawHtml)
    report(
      ctx,
      origin,
      'warning',
      raw.line,
      `raw HTML is removed from the page: ${raw.html}`,
      'write it in Markdown (**bold**, *italics*, [text](/route), ## subheading)',
    );
  if (wholeBody && md.empty)
    report(
      ctx,
      origin,
      'error',
      undefined,
      'has no text a visitor can read',
      md.rawHtml.length
        ? 'write the text in Markdown: raw HTML is removed'
        : "write the page's text (invisible characters such as zero-width spaces do not count)",
    );
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
  const shown = `content/${file}`;
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) {
    ctx.problems.error(
      path,
      `Markdown file ${shown} does not exist`,
      didYouMean(file, markdownFiles(ctx.contentDir)) ?? `create ${shown}, or name an existing file of content/`,
    );
    return undefined;
  }
  if (stat.isDirectory()) {
    const inside = markdownFiles(full).map((f) => `${relative(ctx.contentDir, join(full, f))}`);
    ctx.problems.error(
      path,
      `${shown} is a folder, not a Markdown file`,
      inside.length ? `name a .md file inside it, for example "${inside[0]}"` : 'name a .md file of content/',
    );
    return undefined;
  }
  const text = readFileSync(full, 'utf8');
  if (text.trim() === '') {
    ctx.problems.error(path, `Markdown file ${shown} is empty`, "write the page's text in it");
    return undefined;
  }
  return text;
}

export function checkBodies(manifest: Manifest, ctx: BodyContext): void {
  manifest.pages.forEach((page, i) => {
    const text = readBody(ctx, page.body, ['pages', i, 'body']);
    if (text !== undefined) checkRendered(ctx, { file: `content/${page.body}` }, renderMarkdown(text), true);
  });
  manifest.stones.forEach((stone, i) => {
    for (const field of STONE_PROSE)
      checkRendered(ctx, { path: ['stones', i, field] }, renderMarkdown(stone[field]), true);
    if (!stone.body) return;
    const text = readBody(ctx, stone.body, ['stones', i, 'body']);
    if (text !== undefined) checkRendered(ctx, { file: `content/${stone.body}` }, renderMarkdown(text), true);
  });
}
