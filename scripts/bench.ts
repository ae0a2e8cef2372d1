// The performance benchmark: builds the site into bench/tmp/, times the
// build steps and the prerender at 20/200/2,000 routes, serves the build on localhost
// (HTTPS, HTTP/2 and gzip, as static hosts do) and measures every route in Chromium and Lighthouse.
// Writes bench/results.json and bench/results.md. It measures; it does not gate.
//
// Usage: npm run bench
// Env:   BENCH_RUNS=3        runs per median (Lighthouse, hydration, navigation)
//        BENCH_ROUTES=/,/about   only these paths ("/404" is the not-found page)
//        BENCH_SKIP=lighthouse,scaling,navigation,hydration   parts to leave out
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allPaths, navRoutes, routes } from '../src/routes.ts';
import { readManifest } from './manifest.ts';
import { ROOT_DIR } from './paths.ts';
import { timedBuild } from './bench/build.ts';
import { measureFirstLoad } from './bench/first-load.ts';
import { medianResult, PRESETS, runLighthouse, type Preset } from './bench/lighthouse.ts';
import { builtPages, FileSizes, pageWeight } from './page-weight.ts';
import { renderReport } from './bench/report.ts';
import { checkGoals, type BenchResults } from './bench/results.ts';
import { measureScaling } from './bench/scaling.ts';
import { median, repeat, since } from './bench/stats.ts';
import { debuggingPort, launchBrowser } from './bench/tab.ts';
import { measureHydration, measureNavigation } from './bench/timing.ts';
import { startSecureServer } from './bench/https-server.ts';
import { createWorkspace, precompress } from './bench/workspace.ts';

const RESULTS_DIR = path.join(ROOT_DIR, 'bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ROUTES?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const SKIP = new Set(process.env.BENCH_SKIP?.split(',').map((part) => part.trim()));
/** The path the benchmark uses for the not-found page, and the URLs that show it. */
const NOT_FOUND = '/404';
const NOT_FOUND_URL = '/no-such-page/';
/** Lighthouse refuses a document answered with 404; the same file fetched by name answers 200. */
const NOT_FOUND_FILE_URL = '/404.html';

const log = (message: string) => console.log(`bench: ${message}`);
const wanted = (pagePath: string) => !ONLY || ONLY.includes(pagePath);
/** The link form of a path ("/about" → "/about/"). */
const href = (pagePath: string) => (pagePath === '/' ? '/' : `${pagePath}/`);

async function main(): Promise<void> {
  const started = performance.now();
  const loadAverage = os.loadavg();
  const workspace = createWorkspace();

  log(`building into ${workspace.outDir}`);
  const build = timedBuild(workspace.outDir);
  log(
    `build: client ${build.clientMs.toFixed(0)} ms, server ${build.serverMs.toFixed(0)} ms, prerender ${build.prerenderMs.toFixed(0)} ms; npm run build ${build.npmRunBuildMs.toFixed(0)} ms`,
  );

  const scaling = SKIP.has('scaling') ? [] : measureScaling(workspace);
  for (const point of scaling)
    log(
      `prerender of ${point.pages} pages: ${point.processMs.toFixed(0)} ms (${point.perPageMs.toFixed(2)} ms per page in process)`,
    );

  const serverDir = `${workspace.outDir}-ssr`;
  const manifest = readManifest(path.join(serverDir, 'client-manifest.json'));
  const sizes = new FileSizes(workspace.outDir);
  const pages = builtPages().filter((page) => wanted(page.path));
  const canonical = [...routes.map((route) => route.path), NOT_FOUND].filter(wanted);
  const urlPath = (pagePath: string) => (pagePath === NOT_FOUND ? NOT_FOUND_URL : href(pagePath));

  precompress(workspace.outDir);
  const server = await startSecureServer(workspace.outDir, path.join(workspace.root, 'tls'));
  const browser = await launchBrowser([server.chromiumFlag]);
  const url = (pagePath: string) => new URL(pagePath.slice(1), server.url).href;
  try {
    const pageResults: BenchResults['pages'] = [];
    for (const page of pages) {
      const weight = pageWeight(workspace.outDir, '/', manifest, page, sizes);
      const firstLoad = await measureFirstLoad(browser, url(urlPath(page.path)), page.path);
      pageResults.push({ path: page.path, html: weight.html, css: weight.css, js: weight.js, firstLoad });
      log(`first load ${page.path}: ${firstLoad.requests} requests`);
    }

    const hydration: BenchResults['hydration'] = [];
    for (const pagePath of SKIP.has('hydration') ? [] : canonical) {
      const runs = await repeat(RUNS, () => measureHydration(browser, url(urlPath(pagePath))));
      hydration.push({
        path: pagePath,
        fcpMs: median(runs.map((r) => r.fcpMs)),
        hydratedMs: median(runs.map((r) => r.hydratedMs)),
      });
      log(`hydration ${pagePath}: ${hydration.at(-1)!.hydratedMs.toFixed(0)} ms`);
    }

    const navigation: BenchResults['navigation'] = [];
    const targets = navRoutes('en').map((route) => route.path);
    for (const to of SKIP.has('navigation') ? [] : targets.filter(wanted)) {
      const from = to === '/' ? '/about' : '/';
      const time = (warm: boolean) => repeat(RUNS, () => measureNavigation(browser, url(href(from)), href(to), warm));
      navigation.push({ from, to, coldMs: median(await time(false)), warmMs: median(await time(true)) });
      log(`navigation ${from} → ${to}: ${navigation.at(-1)!.coldMs.toFixed(0)} ms cold`);
    }

    const lighthouse: BenchResults['lighthouse'] = { mobile: [], desktop: [] };
    const port = debuggingPort(browser);
    for (const preset of SKIP.has('lighthouse') ? [] : PRESETS) {
      for (const pagePath of canonical) {
        const target = url(pagePath === NOT_FOUND ? NOT_FOUND_FILE_URL : href(pagePath));
        const result = medianResult(await repeat(RUNS, () => runLighthouse(port, target, preset as Preset)));
        lighthouse[preset].push({ path: pagePath, url: new URL(target).pathname, result });
        log(`lighthouse ${preset} ${pagePath}: performance ${result.performance}, TBT ${result.tbtMs.toFixed(0)} ms`);
      }
    }

    const partial: Omit<BenchResults, 'goals'> = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        node: process.version,
        chromium: await browser.version(),
        loadAverage,
      },
      settings: {
        runs: RUNS,
        routes: ONLY ? ONLY.join(', ') : 'all',
        durationS: since(started) / 1000,
        notes: [
          'Served over HTTPS with HTTP/2 and gzip (precompressed level-9 twins), as static hosts serve (scripts/bench/https-server.ts, with the handler of scripts/serve.ts).',
          `Lighthouse, hydration and navigation run on the canonical paths and the 404 page; the aliases (${allPaths.filter((p) => !routes.some((r) => r.path === p)).join(', ')}) serve the same page and are weighed in the first-load table only.`,
          `Lighthouse audits the 404 page at ${NOT_FOUND_FILE_URL} (status 200): it refuses a document answered with status 404.`,
          'Lighthouse figures are medians of each score and metric over the runs; simulated throttling (Lantern), so CPU contention on the machine shows up in TBT.',
        ],
      },
      build,
      pages: pageResults,
      lighthouse,
      hydration,
      navigation,
      scaling,
    };
    const results: BenchResults = { ...partial, goals: checkGoals(partial) };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(path.join(RESULTS_DIR, 'results.md'), renderReport(results));
    for (const goal of results.goals) log(`${goal.pass ? 'met' : 'MISSED'}: ${goal.goal} (${goal.measured})`);
    log(`wrote bench/results.json and bench/results.md in ${(since(started) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
