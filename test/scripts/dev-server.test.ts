// @vitest-environment node
// `npm run dev` in a copy of the project, as the teacher runs it while she edits: its pages
// carry the same <head> as the built pages (title, description, canonical and alternate links,
// share tags, structured data), an article's page (a draft too) is served as the build writes
// it, and a mistake in a content file reaches Vite's error overlay as its one-line message,
// without a stack trace.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { documentHead } from '../../src/entry-server.tsx';
import { siteRootUrl } from '../../src/seo/urls.ts';
import { WEB_MANIFEST_FILE, webManifest } from '../../src/seo/index.ts';
import { copyProject, removeCopy } from '../helpers/project-copy.ts';
import { COMMAND_TIMEOUT_MS } from '../timeouts.ts';

let dir: string;
/** An article the teacher is still writing: the dev server shows it, a build never does. */
const DRAFT_FILE = 'src/content/articles/en/first-steps.md';
const draft = (title: string) =>
  `---\ntitle: ${title}\nexcerpt: Ten minutes a day.\ncategory: tips\ndate: 2026-11-01\ndraft: true\n---\n\n## The plan\n\nEvery day.\n`;
let server: ChildProcess;
let url: string;

/** A port no one listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = copyProject('kotoba dev');
  fs.mkdirSync(path.join(dir, DRAFT_FILE, '..'), { recursive: true });
  fs.writeFileSync(path.join(dir, DRAFT_FILE), draft('First Steps in Kana'));
  const port = await freePort();
  const { NODE_ENV: _mode, VITEST: _vitest, ...env } = process.env;
  // Its own process group, so that stopping it also stops what it started.
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    cwd: dir,
    env,
    detached: true,
  });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // Vite colours its announcement when it runs in CI or with FORCE_COLOR ("\x1b[1mLocal\x1b[22m:"),
    // so the address is read from the text without the colour codes.
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const announced = /Local:\s+(http:\/\/\S+\/)/.exec(stripVTControlCharacters(output))?.[1];
      if (announced) resolve(announced);
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`vite exited (code ${code}):\n${output}`)));
    // Before the hook's own time limit, so that the failure shows what Vite printed.
    setTimeout(
      () => reject(new Error(`vite announced no address in time:\n${output}`)),
      COMMAND_TIMEOUT_MS - 10_000,
    ).unref();
  });
});

afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (dir) removeCopy(dir);
});

describe('the dev server', () => {
  it.each(['/', '/about/', '/ja/programs/', '/japanese-lessons/', '/ja/faq/', '/terms/', '/ja/contact/'])(
    '%s carries the head of the built page',
    async (pagePath) => {
      const html = await (await fetch(new URL(pagePath.slice(1), url))).text();
      const head = documentHead(pagePath, { siteRoot: siteRootUrl(site.url, '/'), base: '/' });
      expect(html).toContain(`<html lang="${head.lang}">`);
      expect(html).toContain(`<title>${head.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain('<meta name="description" content="');
      // Canonical and alternate links, share tags and, where the page has any, its structured data.
      expect(html).toContain(head.headExtra);
    },
  );

  it('serves the web app manifest the pages link to, as the build writes it', async () => {
    const response = await fetch(new URL(WEB_MANIFEST_FILE, url));
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(JSON.parse(await response.text())).toEqual(JSON.parse(webManifest('/')));
  });

  it('serves a draft article’s page as a build writes it (no app, its styles loaded), and an edit on reload', async () => {
    const page = async () => (await fetch(new URL('blog/first-steps/', url))).text();
    const html = await page();
    expect(html).toContain('<html lang="en" data-static>');
    expect(html).toContain(`<title>First Steps in Kana — ${site.brand}</title>`);
    expect(html).toContain('<h2>The plan</h2>');
    expect(html).not.toContain('src/entry-client.tsx');
    const styles = /<script type="module" src="\/(src\/pages\/Article\/dev-styles\.ts)"><\/script>/.exec(html)?.[1];
    expect((await fetch(new URL(styles!, url))).status).toBe(200);
    fs.writeFileSync(path.join(dir, DRAFT_FILE), draft('Kana in Ten Days'));
    // The dev server learns of the edit from its file watcher, whenever that reports it: ask
    // again until it has, as a person reloads, for at most half the test's time limit.
    const edited = `<title>Kana in Ten Days — ${site.brand}</title>`;
    const giveUp = Date.now() + COMMAND_TIMEOUT_MS / 2;
    let reloaded = await page();
    while (!reloaded.includes(edited) && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reloaded = await page();
    }
    expect(reloaded).toContain(edited);
    // An address that is no article's is the app's, as before.
    expect(await (await fetch(new URL('blog/no-such-article/', url))).text()).toContain('src/entry-client.tsx');
  });

  it("shows a content file's mistake in the error overlay: its one line, no stack trace", async () => {
    const file = path.join(dir, 'src/content/facts/programs.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/price: [^\n]*per hour/, 'price: 45 euros'));
    const response = await fetch(new URL('src/content/en/programs.yaml?import', url));
    const body = await response.text();
    expect(response.status).toBe(500);
    const error = JSON.parse(/const error = (\{.*?\});?\n/.exec(body)![1]!) as { message: string; stack: string };
    expect(error.message).toMatch(
      /^the content has a problem:\n {2}src\/content\/facts\/programs\.yaml:\d+ › programs › cards › \w+ › price: cannot read the price "45 euros"; write it like "€30 per hour"/,
    );
    expect(error.stack).toBe('');
  });
});
