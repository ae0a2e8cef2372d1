// No module of the site or its scripts imports itself through others, type-only imports
// included: a loop of imports makes a module's order of evaluation depend on which one is read
// first, and a loop of types ties together modules that should be read apart. The edges are the
// import and export declarations of each file (what TypeScript reads), resolved as the files
// write them (relative, with their extension). A dynamic import() is not an edge: it loads a
// chunk later, once every module has been evaluated (the page loader's import of the 404 page,
// whose links prefetch through the loader).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { ROOT_DIR } from '../scripts/paths.ts';

const FOLDERS = ['src', 'scripts'];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT_DIR, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(ROOT_DIR, folder, file));
}

/** The project files a file imports or re-exports from, statically (types included). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier?.startsWith('.')) return [];
    const target = path.resolve(path.dirname(file), specifier);
    return /\.tsx?$/.test(target) ? [target] : [];
  });
}

/** Every loop in the import graph, each as the files around it (relative to the project). */
function importLoops(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, importsOf(file)]));
  const loops: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      loops.push([...trail.slice(at), file].map((name) => path.relative(ROOT_DIR, name)));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return loops;
}

it('no module imports itself through others, type-only imports included', () => {
  const files = FOLDERS.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(100);
  expect(importLoops(files).map((loop) => loop.join(' → '))).toEqual([]);
});
