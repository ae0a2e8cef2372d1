// Serves the built site on localhost exactly like a plain static file host: a file, a
// folder's index.html, and 404.html with status 404 for anything else. Builds first
// when there is no build yet; refuses, with the command that fixes it, a folder that is
// not a complete build or was built for another base path, at start-up and at every request
// after (a rebuild while it serves).
//
// Usage: npm start            (PORT=4173 by default; BASE_PATH serves a subfolder build)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { servingProblem } from './build-stamp.ts';
import { isMainModule } from './is-main.ts';
import { BASE_PATH, OUT_DIR, ROOT_DIR } from './paths.ts';

const DEFAULT_PORT = 4173;

/**
 * A request handler serving `dir` under the URL prefix `base`. Exported for the tests,
 * which start it on a free port. `problem`, asked at every request, says why the folder
 * cannot be served at the moment (npm start: the build changed under it); the answer is then
 * that explanation, with status 503, instead of a page whose stylesheet and scripts 404.
 */
export function createStaticHandler(
  dir: string,
  base = '/',
  problem: () => string | undefined = () => undefined,
): http.RequestListener {
  // gzip: a file's precompressed twin (x.js.gz) is sent when there is one, as static hosts
  // compress; the build writes none, the benchmark (scripts/bench) does.
  // dev: look every file up when it is asked for. Without it sirv lists the folder once at
  // start-up, and after a rebuild the new, renamed scripts answered 404 until a restart.
  // Without etag, dev mode answers "Cache-Control: no-store": a preview never shows a page
  // from before the last build.
  const files = sirv(dir, { dev: true, etag: false, extensions: ['html'], gzip: true });
  const notFoundPage = path.join(dir, '404.html');
  const notFound = (res: http.ServerResponse) => {
    res.statusCode = 404;
    if (fs.existsSync(notFoundPage)) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(fs.readFileSync(notFoundPage));
    } else {
      res.end('Not found');
    }
  };
  return (req, res) => {
    const reason = problem();
    if (reason) {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(`${reason}\n`);
    }
    const url = req.url ?? '/';
    if (!url.startsWith(base)) return notFound(res);
    req.url = `/${url.slice(base.length)}`;
    // Hidden files (.nojekyll, the build's note) are not pages; sirv's dev mode would serve them.
    if (/(^|\/)\./.test(req.url.split('?')[0] ?? '')) return notFound(res);
    files(req, res, () => notFound(res));
  };
}

/** Starts a server for `dir` on `port` (0: any free port) and resolves with its URL. */
export function startServer(
  dir: string,
  base = '/',
  port = 0,
  problem?: () => string | undefined,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(createStaticHandler(dir, base, problem));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://localhost:${actualPort}${base}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function main(): Promise<void> {
  const shown = path.relative(ROOT_DIR, OUT_DIR) || '.';
  if (!fs.existsSync(OUT_DIR)) {
    console.log(`serve: no build yet, running npm run build…`);
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  }
  const problem = servingProblem(OUT_DIR, BASE_PATH, shown);
  if (problem) throw new Error(problem);
  // A rebuild while it serves (for another base path, or one that failed half-way through a
  // copy) is checked again at every request, and explained once here when it first appears.
  let reported: string | undefined;
  const problemNow = () => {
    const now = servingProblem(OUT_DIR, BASE_PATH, shown);
    if (now && now !== reported) console.error(`serve: ${now}`);
    reported = now;
    return now;
  };
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const { url } = await startServer(OUT_DIR, BASE_PATH, port, problemNow);
  console.log(`serve: ${shown}/ at ${url}  (Ctrl+C to stop)`);
}

if (isMainModule(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`serve failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
