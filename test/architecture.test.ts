// Reads the import graph of our own code, type imports and dynamic imports included: there is no cycle, and no
// folder holds both browser code and build-only code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BROWSER = ['renderer/app/', 'renderer/shared/', 'pages/', 'components/'];
const APP = ['renderer/app/', 'pages/', 'components/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Our file a relative import names, or undefined for a package, a virtual module or a stylesheet. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return ['.ts', '.tsx', '.d.ts', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(join(ROOT, file)));
}

const files = [...['renderer', 'pages', 'components', 'scripts'].flatMap(sourceFiles), 'site.manifest.ts'];
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f) => f !== undefined);
    return [file, [...new Set(targets)]];
  }),
);

function reachableFrom(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    imports.get(file)?.forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

function cycles(): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'open');
    imports.get(file)?.forEach((next) => visit(next, [...path, file]));
    state.set(file, 'done');
  };
  files.forEach((file) => visit(file, []));
  return found;
}

const under = (file: string, folders: string[]) => folders.some((folder) => file.startsWith(folder));

describe('the import graph', () => {
  it('reads every source file (the check is live)', () => {
    expect(imports.get('renderer/app/route-table.tsx')).toContain('pages/home/HomePage.tsx');
    expect(imports.get('renderer/app/virtual.d.ts')).toContain('renderer/shared/page-data.ts');
  });

  it('has no cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('everything the browser entry reaches is browser code', () => {
    const reached = [...reachableFrom(['renderer/app/entry-client.tsx'])];
    expect(reached.filter((file) => !under(file, BROWSER))).toEqual([]);
  });

  it('build code never reaches the app, and shared code reaches only shared code', () => {
    const build = files.filter((file) => under(file, ['renderer/build/', 'scripts/']));
    expect([...reachableFrom(build)].filter((file) => under(file, APP))).toEqual([]);
    const shared = files.filter((file) => under(file, ['renderer/shared/']));
    expect([...reachableFrom(shared)].filter((file) => !under(file, ['renderer/shared/']))).toEqual([]);
  });
});
