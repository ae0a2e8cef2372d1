import path from 'node:path';
import { FileSizes, pageWeight } from './scripts/page-weight.ts';
import { readManifest } from './scripts/manifest.ts';
import { serverDirFor } from './scripts/paths.ts';
import { pageSourceFiles } from './scripts/page-sources.ts';
import { findRoute } from './src/routes.ts';
for (const outDir of process.argv.slice(2)) {
  const manifest = readManifest(path.join(serverDirFor(outDir), 'client-manifest.json'));
  for (const p of ['/ja/contact', '/contact', '/ja/blog', '/blog', '/ja']) {
    const page = { path: p, file: p.slice(1) + '/index.html', chunks: pageSourceFiles(findRoute(p)!) };
    console.log(outDir, p, pageWeight(outDir, '/', manifest, page, new FileSizes(outDir)).js.gzip);
  }
}
