// Starts one server for the built site and one headless Chromium for all e2e tests. The server
// answers as a static host does, with the headers dist/_headers gives each path (as Netlify and
// Cloudflare Pages send them): every page is tested under the Content-Security-Policy of its
// meta tag and of the header at once.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';
import type { TestProject } from 'vitest/node';
import { BASE_PATH, OUT_DIR } from '../../scripts/paths.ts';
import { CHROMIUM_ARGS } from '../../scripts/chromium.ts';
import { buildHeaderRules, startHostLikeServer } from './headers-file.ts';

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
    throw new Error(`No build in ${OUT_DIR}: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  const server = await startHostLikeServer(OUT_DIR, buildHeaderRules(OUT_DIR), BASE_PATH);
  const browser = await puppeteer.launch({ headless: true, args: CHROMIUM_ARGS });
  project.provide('siteUrl', server.url);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
