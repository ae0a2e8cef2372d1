// Shared pieces of the tests of the services a build connects (enquiries, the newsletter, a
// booking calendar): a build of the site into a folder under the system's temp directory with
// given settings (made once by its test file: services.test.ts, enquiry-netlify.test.ts), and
// the form helpers the tests drive Chromium with.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer';
import { seen } from '../helpers/seen-text.ts';
import type { FormReceiver } from '../form-receiver.ts';
import type { HostLikeServer } from '../e2e/headers-file.ts';
import { FileSizes, pageWeight } from '../../scripts/page-weight.ts';
import { BUDGETS } from '../budgets.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { ROOT_DIR, serverDirFor } from '../../scripts/paths.ts';
import { pageSourceFiles } from '../../scripts/page-sources.ts';
import { findRoute } from '../../src/routes.ts';
import { visit, type Visit, type VisitOptions } from '../e2e/browser.ts';
import { recordCspViolations } from '../e2e/quality.ts';
import { settle } from '../e2e/waits.ts';

export { BUDGETS };

/** The booking calendar services.test.ts builds with (BOOKING_URL): visitors open it, the site never loads it. */
export const BOOKING_CALENDAR = 'https://cal.com/kotoba/trial';

/** The build with every service on, each played by a local receiver (services.test.ts). */
export interface ServicesBuild {
  /** The form service's stand-in (ENQUIRY_ENDPOINT). */
  enquiries: FormReceiver;
  /** The newsletter service's stand-in (NEWSLETTER_ENDPOINT), on an origin of its own. */
  newsletter: FormReceiver;
  build: TempBuild;
  /** The build served as a static host serves it, with its _headers. */
  site: HostLikeServer;
}

export interface TempBuild {
  outDir: string;
  /** What the build printed. */
  log: string;
  /** Deletes the build and its server bundle. */
  remove: () => void;
}

/**
 * Runs `npm run build` into <tmp>/kotoba-<worktree>-<name>, with the environment a person's
 * shell would give it (no vitest NODE_ENV, no inherited SITE_URL or BASE_PATH) plus `env`.
 * The folder name is fixed per checkout and mode, so a rerun replaces it instead of piling up.
 */
export async function buildInto(name: string, env: Record<string, string>): Promise<TempBuild> {
  const checkout = createHash('sha256').update(ROOT_DIR).digest('hex').slice(0, 8);
  const outDir = path.join(os.tmpdir(), `kotoba-${checkout}-${name}`);
  const remove = () => {
    for (const dir of [outDir, serverDirFor(outDir)]) fs.rmSync(dir, { recursive: true, force: true });
  };
  remove();
  const { NODE_ENV: _testMode, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)('npm', ['run', 'build'], {
    cwd: ROOT_DIR,
    env: { ...inherited, SITE_URL: '', BASE_PATH: '', OUT_DIR: outDir, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { outDir, log: stdout, remove };
}

/** The JavaScript a page of a build fetches by itself (entry and preloads), gzip level 9, as the budget test counts it. */
export function firstLoadJs(outDir: string, pagePath: string): number {
  const manifest = readManifest(path.join(serverDirFor(outDir), 'client-manifest.json'));
  const page = {
    path: pagePath,
    file: `${pagePath.slice(1)}/index.html`,
    chunks: pageSourceFiles(findRoute(pagePath)!),
  };
  return pageWeight(outDir, '/', manifest, page, new FileSizes(outDir)).js.gzip;
}

/** The words of a build's privacy policy, in English and in Japanese (the /privacy pages' main text). */
export function privacyWords(outDir: string): { en: string; ja: string } {
  const words = (file: string) =>
    (/<main[^>]*>([\s\S]*)<\/main>/.exec(fs.readFileSync(path.join(outDir, file), 'utf8'))?.[1] ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  // Read as a reader sees them, without the Japanese phrase break points.
  return { en: seen(words('privacy/index.html')), ja: seen(words('ja/privacy/index.html')) };
}

/** An enquiry as typed: the selects take their codes. */
export interface TypedEnquiry {
  name: string;
  email: string;
  program: string;
  level: string;
  message: string;
}

export const COMPLETE: TypedEnquiry = {
  name: 'Ann Borg',
  email: 'ann@example.com',
  program: 'private',
  level: 'n5',
  message: 'Evenings after 6?\nOnline is fine & so is Valletta.',
};

/** Types an enquiry into the form. */
export async function fillForm(page: Page, enquiry: TypedEnquiry): Promise<void> {
  await page.type('input[name="name"]', enquiry.name);
  await page.type('input[name="email"]', enquiry.email);
  await page.select('select[name="program"]', enquiry.program);
  await page.select('select[name="level"]', enquiry.level);
  await page.type('textarea[name="message"]', enquiry.message);
}

/** The five visible fields' values, in order. */
export function formValues(page: Page): Promise<string[]> {
  return page.$$eval(
    ['name', 'email', 'program', 'level', 'message'].map((name) => `form [name="${name}"]`).join(', '),
    (controls) => controls.map((control) => (control as HTMLInputElement).value),
  );
}

/** The open toast once one shows: its region, variant, title and action link. */
export async function openToast(page: Page) {
  const card = await page.waitForSelector(':is([role="status"], [role="alert"]) > [data-state="open"]');
  return card!.evaluate((element) => ({
    role: element.parentElement?.getAttribute('role'),
    variant: element.getAttribute('data-variant'),
    title: element.querySelector('p')?.textContent,
    href: element.querySelector('a')?.getAttribute('href') ?? undefined,
  }));
}

/**
 * Opens a page of a build's site (a path relative to the site, such as "blog/"), recording CSP
 * reports; waits for hydration (unless JavaScript is off) and for the page to settle.
 */
export async function openPageOf(siteUrl: string, pagePath: string, options: VisitOptions = {}): Promise<Visit> {
  const visited = await visit(`${siteUrl}${pagePath}`, {
    ...options,
    prepare: async (page) => {
      if (options.javaScript !== false) await recordCspViolations(page);
      await options.prepare?.(page);
    },
  });
  await settle(visited.page);
  return visited;
}

/** Opens /contact of a build's site, as openPageOf does. */
export const openContactOf = (siteUrl: string, options: VisitOptions = {}): Promise<Visit> =>
  openPageOf(siteUrl, 'contact/', options);

/**
 * Makes the page's timers of `timeoutMs` run ten times faster, from its first script on: a
 * form's own time limit for a service that never answers, without the test waiting for it in
 * full. Nothing else changes. Give it as a visit's `prepare`.
 */
export async function quickenTimer(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluateOnNewDocument((limit: number) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      original(handler, delay === limit ? limit / 10 : delay, ...rest)) as typeof window.setTimeout;
  }, timeoutMs);
}
