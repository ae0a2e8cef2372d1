// The Japanese line-break check (test/e2e/line-breaks.ts) in the browsers `npm test` does not
// run: Firefox, and WebKit, the engine of Safari. Japanese lines break at the break points the
// build writes (scripts/content/break-points.ts) under `word-break: keep-all`, and the engines
// differ there (WebKit does not break after 、 by itself), so this is where a change to the
// break points is checked in the other engines. It reads the built site in dist/ (run
// `npm run build` first) and lays out every Japanese page at each width in each browser it finds:
//
//   Firefox:  apt-get install firefox-esr            (or FIREFOX=/path/to/firefox)
//   WebKit:   apt-get install webkit2gtk-driver xvfb  (WebKitGTK's MiniBrowser, driven over WebDriver)
//
// Usage: npm run test:other-browsers. Exits with 1 when a browser shows a wrong line break, and
// with 2 when it finds neither browser.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import puppeteer from 'puppeteer';
import { BASE_PATH, OUT_DIR } from '../../scripts/paths.ts';
import { startServer } from '../../scripts/serve.ts';
import { routes } from '../../src/routes.ts';
import { LINE_BREAK_ARGUMENTS, lineBreakScript, WIDTHS } from '../e2e/line-breaks.ts';

const HEIGHT = 900;
const FIREFOX = process.env.FIREFOX ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((file) => fs.existsSync(file));
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1']
  .map((dir) => `${dir}/MiniBrowser`)
  .find((file) => fs.existsSync(file));

/** A browser the check lays pages out in: it opens a URL at a width and runs the check there. */
interface Engine {
  name: string;
  /** The widths pages were laid out at (a window may not go below the browser's own minimum). */
  widths: Set<number>;
  /** Lays out `url` at each width and returns the check's problems, each with its width. */
  problemsAt(url: string): Promise<string[]>;
  close(): Promise<void>;
}

async function firefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await browser.newPage();
  return {
    name: `Firefox ${await browser.version()}`,
    widths: new Set(WIDTHS),
    async problemsAt(url) {
      await page.setViewport({ width: WIDTHS[0]!, height: HEIGHT });
      await page.goto(url, { waitUntil: 'load' });
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: HEIGHT });
        const found = (await page.evaluate(
          new Function(lineBreakScript) as (...args: typeof LINE_BREAK_ARGUMENTS) => string[],
          ...LINE_BREAK_ARGUMENTS,
        )) as string[];
        problems.push(...found.map((problem) => `${width} px: ${problem}`));
      }
      return problems;
    },
    close: () => browser.close(),
  };
}

/** A free port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `port` answers, or fails after `ms`. */
async function answering(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answers on port ${port} after ${ms} ms`);
}

/** WebKitGTK's MiniBrowser on a virtual display, driven over WebDriver (W3C). */
async function webkit(miniBrowser: string): Promise<Engine> {
  const children: ChildProcess[] = [];
  const display = `:${90 + Math.floor(Math.random() * 9)}`;
  children.push(spawn('Xvfb', [display, '-screen', '0', '1400x1000x24'], { stdio: 'ignore' }));
  const port = await freePort();
  children.push(
    spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }),
  );
  const stop = () => children.forEach((child) => child.kill());
  try {
    await answering(port);
    const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const { value } = (await response.json()) as { value: unknown };
      if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(value)}`);
      return value;
    };
    const session = (await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    const at = `/session/${session.sessionId}`;
    const run = (script: string, args: readonly unknown[] = []) => call('POST', `${at}/execute/sync`, { script, args });
    const widths = new Set<number>();
    return {
      name: `WebKitGTK ${session.capabilities.browserVersion}`,
      widths,
      async problemsAt(url) {
        await call('POST', `${at}/url`, { url });
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await call('POST', `${at}/window/rect`, { width, height: HEIGHT });
          // A window is never narrower than the browser's own minimum: say the width laid out.
          const laidOut = (await run('return window.innerWidth')) as number;
          widths.add(laidOut);
          const found = (await run(lineBreakScript, LINE_BREAK_ARGUMENTS)) as string[];
          problems.push(...found.map((problem) => `${laidOut} px: ${problem}`));
        }
        return problems;
      },
      close: async () => {
        await call('DELETE', at).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

if (!fs.existsSync(`${OUT_DIR}/index.html`)) {
  console.error('other browsers: no build in dist/: run `npm run build` first');
  process.exit(2);
}
const engines: Array<() => Promise<Engine>> = [];
if (FIREFOX) engines.push(() => firefox(FIREFOX));
else console.log('other browsers: Firefox not found (apt-get install firefox-esr, or FIREFOX=/path/to/firefox)');
if (MINIBROWSER && fs.existsSync(WEBKIT_DRIVER)) engines.push(() => webkit(MINIBROWSER));
else console.log('other browsers: WebKit not found (apt-get install webkit2gtk-driver xvfb)');
if (engines.length === 0) process.exit(2);

const server = await startServer(OUT_DIR, BASE_PATH, 0);
let failed = false;
try {
  const paths = routes.filter((route) => route.locale === 'ja').map((route) => route.path);
  for (const start of engines) {
    const engine = await start();
    try {
      let count = 0;
      for (const path of paths) {
        const problems = await engine.problemsAt(new URL(`${path.slice(1)}/`, server.url).href);
        for (const problem of problems) console.log(`${engine.name}: ${path} at ${problem}`);
        count += problems.length;
      }
      console.log(
        `${engine.name}: ${paths.length} Japanese pages at ${[...engine.widths].join(', ')} px: ` +
          (count === 0 ? 'no line break inside a word, no line starting with a closing mark' : `${count} problems`),
      );
      failed ||= count > 0;
    } finally {
      await engine.close();
    }
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
