// The benchmark's own build folder, away from the shared dist/: bench/tmp/ (git-ignored),
// inside the project so that the server bundle beside it resolves react-dom from
// node_modules; and gzip twins of the text files, as a static host would compress them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../paths.ts';

/** Where one benchmark run builds. */
export interface Workspace {
  root: string;
  /** The site (OUT_DIR of the benchmark's build); the server bundle is in `${outDir}-ssr`. */
  outDir: string;
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** A fresh, empty bench/tmp/. */
export function createWorkspace(): Workspace {
  const root = path.join(ROOT_DIR, 'bench', 'tmp');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  return { root, outDir: path.join(root, 'dist') };
}

/** Every file under a folder, relative paths. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

/** Writes x.gz beside every text file (level 9), so the server sends compressed bytes. */
export function precompress(dir: string): void {
  for (const file of listFiles(dir).filter((name) => COMPRESSIBLE.test(name))) {
    const full = path.join(dir, file);
    fs.writeFileSync(`${full}.gz`, gzipSync(fs.readFileSync(full), { level: 9 }));
  }
}
