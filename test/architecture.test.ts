// Reads the import graph of our own code, type imports and dynamic imports included: no cycle between files or
// between folders, and the modules of types the browser may name hold types only. Which folder may import which is
// ESLint's rule (eslint.config.js; test/boundary.test.ts proves it bites).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GENERATED_FOLDERS, ROOT, TYPES_FOR_BROWSER } from '../node/project-folders';

interface Import {
  file: string;
  /** Erased by the compiler (`import type`, `import('...').T`): it never runs. */
  typeOnly: boolean;
}

/** Tests and their fixtures break the rules on purpose; generated folders are not ours to read. */
const SKIPPED = new Set(['node_modules', 'test', ...GENERATED_FOLDERS]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.') || SKIPPED.has(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Our file a relative import names, or undefined for a package, a virtual module or a style sheet. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return ['.ts', '.tsx', '.d.ts', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(join(ROOT, file)));
}

const typeOnlyClause = (clause: ts.ImportClause | undefined) =>
  !!clause &&
  (clause.isTypeOnly ||
    (!clause.name &&
      !!clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((e) => e.isTypeOnly)));

function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: typeOnlyClause(node.importClause) });
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap(({ specifier, typeOnly }) => {
    const target = resolveImport(file, specifier);
    return target ? [{ file: target, typeOnly }] : [];
  });
}

const files = sourceFiles('');
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const folderOf = (file: string) => dirname(file);

function cycles(edges: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      found.push([...path.slice(path.indexOf(node)), node].join(' -> '));
      return;
    }
    state.set(node, 'open');
    edges.get(node)?.forEach((next) => visit(next, [...path, node]));
    state.set(node, 'done');
  };
  [...edges.keys()].forEach((node) => visit(node, []));
  return found;
}

describe('the import graph', () => {
  it('reads every source file (the check is live)', () => {
    const of = (file: string) => imports.get(file)?.map((i) => i.file);
    expect(of('renderer/app/route-table.tsx')).toContain('pages/home/HomePage.tsx');
    expect(imports.get('renderer/app/virtual.d.ts')).toContainEqual({
      file: 'renderer/shared/page-data.ts',
      typeOnly: true,
    });
    expect(of('node/dev/server.ts')).toContain('node/vite/config.ts');
    expect(files).toContain('site.manifest.ts');
  });

  it('has no cycle between files', () => {
    expect(cycles(new Map([...imports].map(([file, list]) => [file, new Set(list.map((i) => i.file))])))).toEqual([]);
  });

  it('has no cycle between folders: each folder runs on others, none on one that runs on it', () => {
    // What runs: a type-only import (the shared page data naming the manifest's types) is erased.
    const edges = new Map<string, Set<string>>();
    for (const [file, list] of imports)
      for (const { file: target, typeOnly } of list)
        if (!typeOnly && folderOf(target) !== folderOf(file))
          edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
    expect(cycles(edges)).toEqual([]);
  });

  it('a module of types for the browser declares types only, and imports only types', () => {
    for (const file of TYPES_FOR_BROWSER) {
      const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const runs = source.statements.filter(
        (s) =>
          !ts.isTypeAliasDeclaration(s) &&
          !ts.isInterfaceDeclaration(s) &&
          !(ts.isImportDeclaration(s) && s.importClause?.isTypeOnly),
      );
      expect(
        runs.map((s) => s.getText(source)),
        file,
      ).toEqual([]);
    }
  });
});
