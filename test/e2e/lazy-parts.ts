// The parts a page loads right after itself (src/lib/lazy-part.tsx: the home page's reviews and
// closing band, the contact page's FAQ and map), read from the page's binding file and Vite's
// manifest of the build under test.
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, type Manifest } from '../../scripts/manifest.ts';
import { MANIFEST_FILE, ROOT_DIR } from '../../scripts/paths.ts';
import { hasBinding, pageBindingFile } from '../../scripts/page-sources.ts';
import { findRoute } from '../../src/routes.ts';

let manifest: Manifest | undefined;

/** A chunk of the manifest and every chunk it imports statically, as files. */
function staticFiles(chunks: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticFiles(chunks, child, seen))];
}

/**
 * The lazy parts of the page at a path, named in its binding file as
 * lazyPart('Home/parts/Reviews.en.ts'): their chunks ("assets/Reviews.en-….js"), and every file
 * they need (those chunks and what they import, some of which the page has loaded already). By
 * design outside the page's first load. Nothing for a path without a page (the 404 page).
 */
export function lazyPartFiles(pagePath: string): { chunks: string[]; files: string[] } {
  const route = findRoute(pagePath);
  // No parts for a path without a page (the 404 page), nor for a page without a binding.
  if (!route || !hasBinding(route)) return { chunks: [], files: [] };
  const chunks = (manifest ??= readManifest(MANIFEST_FILE));
  const binding = fs.readFileSync(path.join(ROOT_DIR, pageBindingFile(route)), 'utf8');
  const keys = [...binding.matchAll(/\blazyPart\b[^(]*\(\s*'([^']+)'/g)].map((match) => `src/pages/${match[1]}`);
  for (const key of keys) if (!chunks[key]) throw new Error(`${pageBindingFile(route)}: no chunk for ${key}`);
  return {
    chunks: keys.map((key) => chunks[key]!.file),
    files: [...new Set(keys.flatMap((key) => staticFiles(chunks, key)))],
  };
}
