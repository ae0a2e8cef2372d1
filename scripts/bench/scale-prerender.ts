// Prerenders N synthetic pages (copies of the route table's pages, written to
// scale/<i>/index.html) through the real prerender, for the benchmark's scaling run.
//
// Usage: OUT_DIR=<a copy of a build> tsx scripts/bench/scale-prerender.ts <pages>
// Prints one line "BENCH_RESULT {json}" after the prerender's own output.
import { allPaths } from '../../src/routes.ts';
import { prerender } from '../prerender.ts';

const pages = Number(process.argv[2]);
if (!Number.isInteger(pages) || pages < 1) throw new Error(`Usage: scale-prerender.ts <pages>, got ${process.argv[2]}`);

const started = performance.now();
await prerender(() =>
  Array.from({ length: pages }, (_, index) => ({
    path: allPaths[index % allPaths.length]!,
    file: `scale/${index}/index.html`,
  })),
);
console.log(`BENCH_RESULT ${JSON.stringify({ pages, prerenderMs: performance.now() - started })}`);
