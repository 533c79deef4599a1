// What the dev server shows when it cannot render the site: a manifest mistake (each problem with its
// place), a syntax error (with its line) or an error thrown by the app's code. The error is read once, here, so the
// page, Vite's error overlay and the terminal say the same thing.
import { stripVTControlCharacters } from 'node:util';
import type { ErrorPayload } from 'vite';
import { ManifestError } from '../manifest/manifest-error';
import { plural } from '../format';

export interface ErrorReport {
  /** The file to fix, when the error names it. */
  file?: string;
  /** What went wrong, in one line. */
  title: string;
  /**
   * Each problem as `place (line): message (hint) [code]`, e.g. `pages[3] (/aneis).internalLinks[1].to (line 212):
   * "/anel" is not a route in the manifest (did you mean /aneis?) [unknown-route]`.
   */
  items: string[];
  /** The code around a syntax error, or the stack of an error thrown while rendering. */
  detail?: string;
}

/** One syntax error as Vite's transform reports it (oxc's message starts with a line of its own, then the code). */
interface SyntaxProblem {
  message: string;
  loc?: { line: number; column: number };
}

/** `file` names the module being loaded (the manifest); an error while rendering names its own file, if any. */
export function errorReport(error: unknown, file?: string): ErrorReport {
  if (error instanceof ManifestError) {
    // The same problems `npm run check` prints, errors only (the warnings do not stop the page).
    const errors = error.problems.filter((p) => p.severity === 'error');
    const names = [...new Set(errors.map((p) => p.file))];
    return {
      file: names.length === 1 ? names[0] : undefined,
      title: `${plural(errors.length, 'problem')} in ${names.join(', ')}`,
      items: errors.map(
        (p) => `${p.place ?? p.file}${p.line ? ` (line ${p.line})` : ''}: ${p.message} (${p.hint}) [${p.code}]`,
      ),
    };
  }
  const err = error instanceof Error ? error : new Error(String(error));
  const { errors: syntax, id } = err as { errors?: SyntaxProblem[]; id?: string };
  const source = file ?? id;
  if (source && Array.isArray(syntax) && syntax.length && syntax.every((e) => e.loc)) {
    const texts = syntax.map((e) => stripVTControlCharacters(e.message).replace(/^\[[A-Z_]+\] /, ''));
    return {
      file: source,
      title: `${syntax.length === 1 ? 'A syntax error' : plural(syntax.length, 'syntax error')} in ${source}`,
      items: syntax.map((e, i) => `line ${e.loc!.line}, column ${e.loc!.column + 1}: ${texts[i].split('\n')[0]}`),
      detail: texts.map((t) => t.split('\n').slice(1).join('\n').trimEnd()).join('\n\n'),
    };
  }
  const message = stripVTControlCharacters(err.message).split('\n')[0];
  return { file, title: file ? `${file}: ${message}` : message, items: [], detail: err.stack };
}

/** The terminal's text. */
export function reportText(p: ErrorReport): string {
  return [p.title, ...p.items.map((item) => `  - ${item}`), ...(p.detail ? [p.detail] : [])].join('\n');
}

/** The same for Vite's error overlay, shown over the page open in the browser until a save fixes it. */
export function overlayError(p: ErrorReport): ErrorPayload['err'] {
  return { message: reportText(p), stack: '', ...(p.file ? { id: p.file } : {}), plugin: 'site-manifest' };
}
