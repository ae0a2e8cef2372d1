// Starts the static server on the built site and one headless Chromium for all e2e tests.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';
import type { TestProject } from 'vitest/node';
import { BASE_PATH, OUT_DIR } from '../../scripts/paths.ts';
import { startServer } from '../../scripts/serve.ts';
import { CHROMIUM_ARGS } from './browser.ts';

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
    throw new Error(`No build in ${OUT_DIR}: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  const server = await startServer(OUT_DIR, BASE_PATH);
  const browser = await puppeteer.launch({ headless: true, args: CHROMIUM_ARGS });
  project.provide('siteUrl', server.url);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
