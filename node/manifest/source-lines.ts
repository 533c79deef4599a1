// Where a problem sits in site.manifest.ts's source. The manifest is plain object literals (some held
// in top-level constants), so TypeScript's own parser (already the project's compiler) walks a path such as
// `stones[14].heroImage` to its line. Loaded only when there is a problem to place.
import { existsSync, readFileSync } from 'node:fs';
import type ts from 'typescript';
import { shownPath } from '../project-folders';
import { ManifestRuntimeError, ManifestSyntaxError } from './problem-catalogue';
import { problemAt, type Problem } from './problems';

type TS = typeof ts;

/** The expression a constant, `satisfies`, `as` or parentheses stand for. */
function unwrap(t: TS, node: ts.Node, consts: Map<string, ts.Expression>): ts.Node {
  for (;;) {
    if (t.isSatisfiesExpression(node) || t.isAsExpression(node) || t.isParenthesizedExpression(node))
      node = node.expression;
    else if (t.isIdentifier(node) && consts.has(node.text)) node = consts.get(node.text)!;
    else return node;
  }
}

function propertyName(t: TS, p: ts.ObjectLiteralElementLike): string | undefined {
  const name = p.name;
  if (!name) return undefined;
  if (t.isIdentifier(name) || t.isStringLiteral(name) || t.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Finds the node of each manifest path: the deepest one reached when the path goes where the source does not. */
async function manifestLocator(file: string): Promise<(path: ReadonlyArray<PropertyKey>) => number | undefined> {
  const t: TS = (await import('typescript')).default;
  const source = t.createSourceFile(file, readFileSync(file, 'utf8'), t.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  let root: ts.Node | undefined;
  for (const statement of source.statements) {
    if (t.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (t.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    if (t.isExportAssignment(statement)) root = statement.expression;
  }
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  return (path) => {
    if (!root) return undefined;
    let node = unwrap(t, root, consts);
    let at: ts.Node | undefined;
    for (const key of path) {
      let next: ts.Node | undefined;
      if (t.isObjectLiteralExpression(node)) {
        const prop = node.properties.find((p) => propertyName(t, p) === String(key));
        at = prop ?? at;
        next = prop && (t.isPropertyAssignment(prop) ? prop.initializer : prop.name);
      } else if (t.isArrayLiteralExpression(node) && typeof key === 'number') {
        next = node.elements[key];
        at = next ?? at;
      }
      if (!next) break;
      node = unwrap(t, next, consts);
    }
    return at ? lineOf(at) : undefined;
  };
}

/** Adds its line in the manifest's source to every problem placed in the manifest. */
export async function withManifestLines(problems: Problem[], file: string, shownAs: string): Promise<Problem[]> {
  if (!problems.some((p) => p.file === shownAs && p.path && p.line === undefined)) return problems;
  const lineOf = await manifestLocator(file);
  return problems.map((p) => {
    if (p.file !== shownAs || !p.path || p.line !== undefined) return p;
    const line = lineOf(p.path);
    return line === undefined ? p : { ...p, line };
  });
}

/** The offending line of a file with a caret under the column. */
function excerpt(lines: string[], line: number, column: number): string {
  const gutter = `${line} | `;
  return `${gutter}${lines[line - 1] ?? ''}\n${' '.repeat(gutter.length + column - 1)}^`;
}

/**
 * A manifest that does not parse, as esbuild reports it through tsx ("Transform failed with 1 error:
 * <file>:<line>:<column>: ERROR: <text>"): the place and the offending line with a caret, never a stack trace.
 */
export function syntaxProblem(error: unknown): Problem | undefined {
  const message = error instanceof Error ? error.message : '';
  const m = /^(.+?):(\d+):(\d+): ERROR: (.+)$/m.exec(message);
  if (!m || !existsSync(m[1])) return undefined;
  const line = Number(m[2]);
  // esbuild counts columns from 0, editors from 1.
  const column = Number(m[3]) + 1;
  const lines = readFileSync(m[1], 'utf8').split('\n');
  // A value followed by a line that starts a new one is almost always a comma left out.
  const previous = lines.slice(0, line - 1).findLastIndex((l) => l.trim() !== '');
  const unended = previous >= 0 && !/[,{[(]\s*$/.test(lines[previous]) && /^Expected "[}\],]" but found/.test(m[4]);
  return problemAt(
    ManifestSyntaxError,
    { file: shownPath(m[1]), line, column, excerpt: excerpt(lines, line, column) },
    { text: m[4], missingCommaAt: unended ? previous + 1 : undefined },
  );
}

/** An error thrown while the manifest runs (a misspelt constant name): its message at its line in the manifest. */
export function runtimeProblem(error: unknown, file: string, shownAs: string): Problem | undefined {
  if (!(error instanceof Error)) return undefined;
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(error.stack ?? '');
  if (!at) return undefined;
  const [line, column] = [Number(at[1]), Number(at[2])];
  return problemAt(
    ManifestRuntimeError,
    { file: shownAs, line, column, excerpt: excerpt(readFileSync(file, 'utf8').split('\n'), line, column) },
    { name: error.name, text: error.message },
  );
}
