// One problem an editor must fix (or, for a warning, should know about), as data: the dev server
// renders the same list that `npm run check` prints (manifest-error.ts). What each one says comes from the
// catalogue (problem-catalogue.ts).
import type { ProblemData } from './problem-catalogue';

export interface Problem {
  severity: 'error' | 'warning';
  /** Its code in the catalogue (problem-catalogue.ts). */
  code: string;
  /** The file to open, from the project folder: `site.manifest.ts`, `content/pages/aneis.md`. */
  file: string;
  /** Where in the manifest, as the editor knows the entry: `stones[14] (labradorita).heroImage`. */
  place?: string;
  /** The same place as data (`['stones', 14, 'heroImage']`), to find its line in the manifest's source. */
  path?: PropertyKey[];
  /** 1-based, when known. */
  line?: number;
  column?: number;
  message: string;
  /** What to do: the allowed values, the nearest known name, the limit. */
  hint: string;
  /** The offending source line with a caret under the column (syntax errors). */
  excerpt?: string;
}

/** Where a problem is, when not at a path of the manifest: a file (a Markdown body), its line and column. */
type Where = Pick<Problem, 'file'> & Partial<Pick<Problem, 'line' | 'column' | 'excerpt'>>;

/** A problem of the catalogue, written from its details, at its place. */
export function problemAt<P>(data: ProblemData<P>, where: Where, details: P): Problem {
  return {
    severity: data.severity,
    code: data.code,
    ...where,
    message: data.message(details),
    hint: data.hint(details),
  };
}

/** `['pages', 3, 'internalLinks', 1, 'to']` -> `pages[3].internalLinks[1].to` */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

type Json = Record<PropertyKey, unknown>;
const field = (value: unknown, key: PropertyKey): unknown =>
  value !== null && typeof value === 'object' ? (value as Json)[key] : undefined;

/**
 * What names an entry of each list for an editor: a stone by its slug, a page by its route, a group by its title, an
 * agent of company.team by their name.
 */
const ENTRY_NAME: Record<string, string> = { stones: 'slug', pages: 'route', siteMap: 'title', 'company.team': 'name' };

/**
 * The path with each stone, page, site-map group and agent named as the editor knows it:
 * `stones[14] (labradorita).heroImage`, `pages[3] (/colares-e-pingentes-prata-bali).title`,
 * `company.team[0] (Ana).hours.mon`.
 */
export function placeOf(path: ReadonlyArray<PropertyKey>, manifest: unknown): string {
  let out = formatPath(path.slice(0, 1));
  let value = field(manifest, path[0]);
  for (let i = 1; i < path.length; i++) {
    out = formatPath([out, path[i]]);
    const entry = field(value, path[i]);
    const list = formatPath(path.slice(0, i));
    const name = typeof path[i] === 'number' && ENTRY_NAME[list] ? field(entry, ENTRY_NAME[list]) : undefined;
    if (typeof name === 'string' && name.trim()) out += ` (${name})`;
    value = entry;
  }
  return out || '(the whole manifest)';
}

/** The value at a path of the manifest as the editor wrote it. */
export function valueAt(manifest: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(field, manifest);
}

/** Collects the problems of one check, placing manifest paths as the editor knows them. */
export class ProblemList {
  readonly list: Problem[] = [];

  constructor(
    /** The manifest as written, for naming its entries. */
    private readonly manifest: unknown,
    private readonly source: string,
  ) {}

  /** A problem of the catalogue in the manifest, at `path`. */
  report<P>(data: ProblemData<P>, path: PropertyKey[], details: P): void {
    const problem = problemAt(data, { file: this.source }, details);
    this.list.push({ ...problem, place: this.placeOf(path), path });
  }

  /** A problem of the catalogue inside another file (a Markdown body), at a line when known. */
  inFile<P>(data: ProblemData<P>, where: Where, details: P): void {
    this.list.push(problemAt(data, where, details));
  }

  /** A manifest path as the editor knows it. */
  placeOf(path: ReadonlyArray<PropertyKey>): string {
    return placeOf(path, this.manifest);
  }

  get errors(): Problem[] {
    return this.list.filter((p) => p.severity === 'error');
  }
}
