// Compiled Markdown, kept so that no body is compiled twice: in memory for as long as the process lives (the check
// reads every body before the compile uses it; the dev server compiles the site again on every save), and on disk
// between builds in .cache/markdown (node/cache-folder.ts). Each body is found by a hash of its text and of the
// compiler (its source and the installed packages), so a body compiles again only when it or the compiler changed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, pruneUnused, writeWholeSync } from '../cache-folder';
import { ROOT } from '../project-folders';
import { compileMarkdown, type RenderedMarkdown } from './markdown';

export const MARKDOWN_CACHE_DIR = join(CACHE_DIR, 'markdown');

/** What the bodies asked for cost: compiled, or read from the disk (from memory costs nothing). */
export interface MarkdownWork {
  compiled: number;
  read: number;
}

/**
 * The compiler as a short hash: the source of markdown.ts (its options are written there; it imports no module of
 * ours) and package-lock.json, which changes with the version of any package it runs on.
 */
export function markdownCompiler(): string {
  return createHash('sha256')
    .update(readFileSync(new URL('./markdown.ts', import.meta.url)))
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
}

/** How old a file's date may be before a build that uses it writes it again (the prune waits a month). */
const DATE_KEPT_MS = 24 * 60 * 60 * 1000;

/** Bodies kept in memory beyond those of the last compile: the texts a long dev session replaced. */
const KEPT = 500;

/** Bodies compiled between two turns of the event loop, so that the client build running beside goes on. */
const BATCH_SIZE = 64;
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

export class MarkdownCache {
  readonly work: MarkdownWork = { compiled: 0, read: 0 };
  // Least recently used first (a Map keeps the order of insertion): the bodies the site uses stay, the texts saves
  // replaced go.
  private readonly memory = new Map<string, RenderedMarkdown>();
  private kept = KEPT;
  private folderMade = false;

  /** `compiler` names the compiler the files are for: the installed one by default. */
  constructor(
    readonly dir = MARKDOWN_CACHE_DIR,
    private compiler?: string,
  ) {}

  /** A body's result from the disk, or compiled and written there. */
  private readOrCompile(markdown: string): RenderedMarkdown {
    this.compiler ??= markdownCompiler();
    const hash = createHash('sha256').update(this.compiler).update('\n').update(markdown).digest('hex');
    const path = join(this.dir, `${hash}.json`);
    // Most bodies of a first build are not in the cache yet: a missing file is an answer, not an exception.
    const found = statSync(path, { throwIfNoEntry: false });
    if (found) {
      try {
        const result = JSON.parse(readFileSync(path, 'utf8')) as RenderedMarkdown;
        // Its date says when a build last used it, to the day: a rebuild of thousands of bodies on the same day
        // writes none of their dates again.
        const now = new Date();
        if (now.getTime() - found.mtimeMs > DATE_KEPT_MS) utimesSync(path, now, now);
        this.work.read++;
        return result;
      } catch {
        // Gone since, or unreadable: compiled, and written again for the next build.
      }
    }
    const result = compileMarkdown(markdown);
    if (!this.folderMade) mkdirSync(this.dir, { recursive: true });
    this.folderMade = true;
    writeWholeSync(path, JSON.stringify(result));
    this.work.compiled++;
    return result;
  }

  /** A body compiled, from memory, the disk or the compiler. */
  render(markdown: string): RenderedMarkdown {
    const result = this.memory.get(markdown) ?? this.readOrCompile(markdown);
    this.memory.delete(markdown);
    this.memory.set(markdown, result);
    while (this.memory.size > this.kept) this.memory.delete(this.memory.keys().next().value!);
    return result;
  }

  /**
   * Makes every body of `bodies` ready in memory, so that render() finds each one there (a site of thousands of
   * stones holds more bodies than the memory keeps otherwise). The event loop turns between batches: the build's
   * client bundle is made beside the compile.
   */
  async compileAll(bodies: Iterable<string>): Promise<void> {
    const wanted = [...new Set(bodies)];
    this.kept = wanted.length + KEPT;
    for (let i = 0; i < wanted.length; i += BATCH_SIZE) {
      for (const markdown of wanted.slice(i, i + BATCH_SIZE)) this.render(markdown);
      await yieldToEventLoop();
    }
  }

  /** Removes the bodies no build has used for a month. */
  prune(now = Date.now()): Promise<void> {
    return pruneUnused(this.dir, now);
  }
}

/** The process's cache in the project's .cache/markdown: the check's and the dev server's. */
export const markdownCache = new MarkdownCache();

/** A body compiled, through the process's cache. */
export const renderMarkdown = (markdown: string): RenderedMarkdown => markdownCache.render(markdown);
