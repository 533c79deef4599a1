// Compiled Markdown, kept so that no body is compiled twice: in memory for as long as the process lives (the check
// reads every body before the compile uses it; the dev server compiles the site again on every save), and on disk
// between builds in .cache/markdown (node/cache-folder.ts). Each body is found by a hash of its text and of the
// compiler (its source files and the version of every package they run on), so a body compiles again only when it
// or the compiler changed. The build compiles what it does not find on all its threads at once (compileAll).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CACHE_DIR, pruneUnused, writeWholeSync } from '../cache-folder';
import { ROOT } from '../project-folders';
import { task, ThreadPool } from '../threads/thread-pool';
import { compileMarkdown, type RenderedMarkdown } from './markdown';

export const MARKDOWN_CACHE_DIR = join(CACHE_DIR, 'markdown');

/** What the bodies asked for cost: compiled, or read from the disk (from memory costs nothing). */
export interface MarkdownWork {
  compiled: number;
  read: number;
}

/** The package a module specifier names (`unified`, `@scope/name`), or undefined for our own or Node's. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** markdown.ts and the modules of ours it imports, by URL, with their text. */
function compilerSources(file: URL, found = new Map<string, string>()): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  found.set(file.href, text);
  // Types are erased: only what runs compiles the bodies.
  for (const [, specifier] of text.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';$/gm)) {
    const next = new URL(`${specifier}.ts`, file);
    if (!found.has(next.href)) compilerSources(next, found);
  }
  return found;
}

/** Where Node finds package `name` from `from`: its own node_modules, then those of the folders above. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** `name@version` of each package and of everything it depends on, once each. */
function installedVersions(names: string[], from: string, found = new Map<string, string>()): Map<string, string> {
  for (const name of names) {
    const dir = packageDir(name, from);
    if (!dir || found.has(dir)) continue;
    const { version, dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    found.set(dir, `${name}@${version}`);
    installedVersions(Object.keys(dependencies), dir, found);
  }
  return found;
}

let compiler: string | undefined;

/**
 * The compiler as a short hash: the source of markdown.ts and of the modules it imports (the options are written
 * there), and the installed version of every package they import and of what those depend on.
 */
export function markdownCompiler(): string {
  if (compiler) return compiler;
  const sources = compilerSources(new URL('./markdown.ts', import.meta.url));
  const packages = new Set(
    [...sources.values()].flatMap((text) =>
      [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gm)].flatMap(([, s]) => packageOf(s) ?? []),
    ),
  );
  const versions = [...installedVersions([...packages], ROOT).values()].sort();
  compiler = createHash('sha256')
    .update(JSON.stringify([[...sources.values()], versions]))
    .digest('hex')
    .slice(0, 16);
  return compiler;
}

/** Where the cache is and which compiler its files are for: what every thread needs to use it. */
interface CacheFolder {
  dir: string;
  compiler: string;
}

interface Outcome {
  result: RenderedMarkdown;
  compiled: boolean;
}

const made = new Set<string>();

/** How old a file's date may be before a build that uses it writes it again (the prune waits a month). */
const DATE_KEPT_MS = 24 * 60 * 60 * 1000;

/** A body's result from the disk, or compiled and written there. */
function readOrCompile({ dir, compiler }: CacheFolder, markdown: string): Outcome {
  const path = join(dir, `${createHash('sha256').update(compiler).update('\n').update(markdown).digest('hex')}.json`);
  // Most bodies of a first build are not in the cache yet: a missing file is an answer, not an exception.
  const found = statSync(path, { throwIfNoEntry: false });
  if (found) {
    try {
      const result = JSON.parse(readFileSync(path, 'utf8')) as RenderedMarkdown;
      // Its date says when a build last used it, to the day: a date of today is left as it is (a rebuild of
      // thousands of bodies writes none of their dates again).
      const now = new Date();
      if (now.getTime() - found.mtimeMs > DATE_KEPT_MS) utimesSync(path, now, now);
      return { result, compiled: false };
    } catch {
      // Gone since, or unreadable: compiled, and written again for the next build.
    }
  }
  const result = compileMarkdown(markdown);
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  writeWholeSync(path, JSON.stringify(result));
  return { result, compiled: true };
}

/** The batch a build thread takes: each body from the disk, or compiled there. */
export function readOrCompileBatch(bodies: string[], folder: CacheFolder): Outcome[] {
  return bodies.map((markdown) => readOrCompile(folder, markdown));
}

export const COMPILE_BODIES = task(import.meta.url, readOrCompileBatch);
/** Bodies a batch holds: enough that a thread asks for one seldom, few enough that the main thread answers soon. */
const BATCH_SIZE = 64;

/** Bodies kept in memory beyond those of the last compile: the texts a long dev session replaced. */
const KEPT = 500;

export class MarkdownCache {
  readonly work: MarkdownWork = { compiled: 0, read: 0 };
  // Least recently used first (a Map keeps the order of insertion): the bodies the site uses stay, the texts saves
  // replaced go.
  private readonly memory = new Map<string, RenderedMarkdown>();
  private kept = KEPT;
  private found?: CacheFolder;

  /** `compiler` names the compiler the files are for: the installed one by default. */
  constructor(
    readonly dir = MARKDOWN_CACHE_DIR,
    private readonly compiler?: string,
  ) {}

  private get folder(): CacheFolder {
    this.found ??= { dir: this.dir, compiler: this.compiler ?? markdownCompiler() };
    return this.found;
  }

  private remember(markdown: string, result: RenderedMarkdown): void {
    this.memory.delete(markdown);
    this.memory.set(markdown, result);
    while (this.memory.size > this.kept) this.memory.delete(this.memory.keys().next().value!);
  }

  private count(outcome: Outcome): RenderedMarkdown {
    if (outcome.compiled) this.work.compiled++;
    else this.work.read++;
    return outcome.result;
  }

  /** A body compiled, from memory, the disk or the compiler. */
  render(markdown: string): RenderedMarkdown {
    const known = this.memory.get(markdown);
    const result = known ?? this.count(readOrCompile(this.folder, markdown));
    this.remember(markdown, result);
    return result;
  }

  /**
   * Makes every body of `bodies` ready in memory, so that render() finds each one there: those not in memory are
   * read from the disk or compiled, shared among the threads of `threads` (the main thread alone without).
   */
  async compileAll(bodies: Iterable<string>, threads = new ThreadPool()): Promise<void> {
    const wanted = new Set(bodies);
    this.kept = wanted.size + KEPT;
    const missing: string[] = [];
    for (const markdown of wanted) {
      const known = this.memory.get(markdown);
      if (known) this.remember(markdown, known);
      else missing.push(markdown);
    }
    const outcomes = await threads.map(COMPILE_BODIES, missing, this.folder, BATCH_SIZE);
    outcomes.forEach((outcome, i) => this.remember(missing[i], this.count(outcome)));
  }

  /** Removes the bodies no build has used for a month. */
  prune(now = Date.now()): Promise<void> {
    return pruneUnused(this.folder.dir, now);
  }
}

/** The process's cache in the project's .cache/markdown: the check's and the dev server's. */
export const markdownCache = new MarkdownCache();

/** A body compiled, through the process's cache. */
export const renderMarkdown = (markdown: string): RenderedMarkdown => markdownCache.render(markdown);
