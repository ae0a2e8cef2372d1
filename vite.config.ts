/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { content } from './scripts/content/vite-plugin.ts';
import { devArticlePage } from './scripts/dev-articles.ts';
import { endpointValue, enquiryEndpointSetting, parseEnquiryEndpoint } from './scripts/enquiry-endpoint.ts';
import {
  bookingSetting,
  newsletterSetting,
  newsletterValue,
  parseBookingUrl,
  parseNewsletterEndpoint,
} from './scripts/service-settings.ts';
import { BASE_PATH, OUT_DIR, SERVER_DIR } from './scripts/paths.ts';
import { spriteSvg } from './src/components/Icon/sprite.ts';
import { WEB_MANIFEST_FILE } from './src/seo/assets.ts';
import { escapeHtml } from './src/seo/html.ts';
import { normalizePath } from './src/routes.ts';
import { siteFacts } from './scripts/content/load.ts';
import type { SiteFacts } from './src/content-schema/units.ts';
import { BROWSER_TEST_TIMEOUT_MS, COMMAND_TIMEOUT_MS, UNIT_TEST_TIMEOUT_MS } from './test/timeouts.ts';

/** Tests that run a command of the project (npm start, the picture pipeline, npm audit…), and so get its time limit. */
const COMMAND_TESTS = [
  'test/scripts/dependency-audit.test.ts',
  'test/scripts/enquiry-endpoint.test.ts',
  'test/scripts/pictures.test.ts',
  'test/scripts/start.test.ts',
  'test/scripts/dev-server.test.ts',
];

/** Unit tests of browser code that needs a DOM (sessionStorage, requestIdleCallback…), beside the component tests. */
const DOM_UNIT_TESTS = ['test/lib/full-page-load.test.ts', 'test/lib/prefetch.test.ts'];

/** The server bundle's module, as the dev server loads it. */
type ServerEntry = typeof import('./src/entry-server.tsx');

// SOURCE_DATE_EPOCH pins the build year for reproducible builds; otherwise it is the year of the build.
const buildDate = process.env.SOURCE_DATE_EPOCH ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000) : new Date();

/**
 * The icon sprite (src/components/Icon/sprite.ts) as a file: `import url from
 * 'virtual:icon-sprite'` gives its address, a content-hashed file under assets/ in a build
 * (the same name in the client and server builds, since both draw the same sprite), and a
 * path the dev server answers.
 */
function iconSprite(): Plugin {
  const ID = 'virtual:icon-sprite';
  const DEV_PATH = '/@icon-sprite.svg';
  return {
    name: 'icon-sprite',
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      if (this.environment.config.command === 'serve') return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'icons.svg', source: spriteSvg() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(spriteSvg());
      });
    },
  };
}

/**
 * The dev server's pages carry the <head> a build writes into them (title, description,
 * canonical and alternate links, share tags, structured data), from the server entry's one
 * documentHead(), loaded through Vite so that it reads the content as the build does. (A
 * build's Content-Security-Policy is left out: the dev server injects inline scripts.) When
 * the content has a mistake, the page is served as it is, and the app's own import of that
 * content shows the mistake in Vite's error overlay.
 *
 * An article's page, drafts included, is rendered here as the prerender renders it (a document
 * with no app), with one module that brings its styles in (src/pages/Article/dev-styles.ts);
 * an edit to the article shows on reload.
 */
function devHead(site: SiteFacts): Plugin {
  return {
    name: 'dev-head',
    apply: 'serve',
    // The web app manifest the pages link to, as the build writes it (without it the dev
    // server answers with the app's HTML, and the browser reports a broken manifest).
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET') return next();
        const entry = () => server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>;
        devArticlePage(entry, request.url ?? '', server.config.base, process.env.SITE_URL || site.url)
          // The dev server's own tags (its client, React's refresh preamble) go in as on every page.
          .then((html) => html && server.transformIndexHtml(request.url!, html))
          .then((html) => {
            if (html === undefined) return next();
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          }, next);
      });
      server.middlewares.use((request, response, next) => {
        const base = server.config.base;
        if (request.url?.split('?')[0] !== `${base}${WEB_MANIFEST_FILE}`) return next();
        (server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>).then((entry) => {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(entry.seo.webManifest(base));
        }, next);
      });
    },
    async transformIndexHtml(html, context) {
      if (!context.server) return html;
      const base = context.server.config.base;
      const requested = new URL(context.originalUrl ?? context.path, 'http://localhost').pathname;
      const path = `/${requested.startsWith(base) ? requested.slice(base.length) : requested.replace(/^\//, '')}`;
      try {
        const entry = (await context.server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
        // An article's page and an archive come with their own head (scripts/dev-articles.ts).
        if (entry.staticPagePaths().includes(normalizePath(path))) return html;
        const siteRoot = entry.seo.siteRootUrl(process.env.SITE_URL || site.url, base);
        const head = entry.documentHead(path, { siteRoot, base });
        return html
          .replace(/<html lang="[^"]*">/, `<html lang="${head.lang}">`)
          .replace(
            /<title>[^<]*<\/title>/,
            [
              `<title>${escapeHtml(head.title)}</title>`,
              `<meta name="description" content="${escapeHtml(head.description)}">`,
              head.headExtra,
            ].join('\n'),
          );
      } catch {
        return html;
      }
    },
  };
}

/** A setting's value for the bundles, or the build stops at once with its message (the problem and the fix, no stack trace). */
function checked(read: () => string): string {
  try {
    return read();
  } catch (error) {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** Where enquiries go ('' | 'netlify' | a URL), checked here so that a wrong value stops the build at once. */
function enquiryEndpoint(site: SiteFacts): string {
  const setting = enquiryEndpointSetting(process.env, site.enquiryEndpoint);
  return checked(() =>
    endpointValue(parseEnquiryEndpoint(setting.value, `The enquiry destination (${setting.source})`)),
  );
}

/** Where the newsletter box sends addresses ('' | a URL), checked like the enquiry destination. */
function newsletterEndpoint(site: SiteFacts): string {
  const setting = newsletterSetting(process.env, site.newsletterEndpoint);
  return checked(() =>
    newsletterValue(parseNewsletterEndpoint(setting.value, `The newsletter address (${setting.source})`)),
  );
}

/** The booking calendar's page ('' | an https:// URL), checked like the enquiry destination. */
function bookingUrl(site: SiteFacts): string {
  const setting = bookingSetting(process.env, site.bookingUrl);
  return checked(() => parseBookingUrl(setting.value, `The booking calendar (${setting.source})`));
}

/**
 * A CSS module's class as the page gets it: its own name and a short hash of the module's path
 * ("control_x3Fq1"), readable in DevTools, unique across modules, the same in the browser and
 * server builds (so hydration matches) and from build to build.
 */
function scopedClassName(name: string, file: string): string {
  const module = path
    .relative(import.meta.dirname, file.split('?')[0]!)
    .split(path.sep)
    .join('/');
  return `${name}_${createHash('sha256').update(module).digest('base64url').slice(0, 5)}`;
}

export default defineConfig(async ({ isSsrBuild }): Promise<UserConfig> => {
  // The site's facts (src/content/facts/site.yaml); a mistake in them stops here with its line.
  const facts = await siteFacts();
  if (!facts.content) {
    console.error(`the content has a problem:\n  ${facts.problems.join('\n  ')}`);
    process.exit(1);
  }
  const site = facts.content;
  return {
    base: BASE_PATH,
    plugins: [react(), content(), iconSprite(), devHead(site)],
    resolve: {
      alias: {
        'use-sync-external-store/shim/index.js': path.resolve(
          import.meta.dirname,
          'src/lib/use-sync-external-store.ts',
        ),
        regexparam: path.resolve(import.meta.dirname, 'src/lib/no-route-patterns.ts'),
      },
    },
    define: {
      // The year the pages were prerendered in: the footer hydrates with it, then shows the visitor's year.
      __BUILD_YEAR__: JSON.stringify(buildDate.getUTCFullYear()),
      // The contact form's destination (src/components/ContactForm/delivery.ts).
      __ENQUIRY_ENDPOINT__: JSON.stringify(enquiryEndpoint(site)),
      // The newsletter box's form address (src/components/Newsletter/subscribe.ts).
      __NEWSLETTER_ENDPOINT__: JSON.stringify(newsletterEndpoint(site)),
      // The booking calendar the contact page links to (src/pages/Contact/parts/ContactInfo.tsx).
      __BOOKING_URL__: JSON.stringify(bookingUrl(site)),
    },
    css: {
      // Modules load the design system as `@use 'styles' as ds;`.
      preprocessorOptions: { scss: { loadPaths: [import.meta.dirname] } },
      modules: { generateScopedName: scopedClassName },
    },
    build: {
      outDir: isSsrBuild ? SERVER_DIR : OUT_DIR,
      emptyOutDir: true,
      manifest: !isSsrBuild,
      // The prerender writes each page's <link rel="modulepreload"> tags itself, and the
      // other pages' chunks are prefetched on hover, focus and idle: Vite's map of every
      // chunk's dependencies would only add weight to the entry.
      modulePreload: false,
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      rolldownOptions: {
        ...(isSsrBuild ? { input: path.resolve(import.meta.dirname, 'src/entry-server.tsx') } : {}),
        // The picture pipeline legitimately spends most of a build encoding images; Rolldown's
        // [PLUGIN_TIMINGS] notice about it would only worry the person running the build.
        // The server bundle renders every page at once: the content check imports each content
        // module the page loader loads lazily in the browser, which there splits nothing.
        checks: { bundlerTimings: false, ...(isSsrBuild ? { ineffectiveDynamicImport: false } : {}) },
      },
    },
    test: {
      // Ends every run with the ten slowest test files, so that each log shows where the time goes.
      reporters: ['default', './test/reporters/slowest-files.ts'],
      // Two test files at a time at least. Vitest's default (a core less than the machine has)
      // gives a two-core machine one worker, and a browser or build test spends much of its time
      // waiting for Chromium or for a build's own processes: on two cores, two workers took the
      // suite from 308 s to 267 s. The files share nothing they write (each build has its own
      // folder, each browser test file its own browser context).
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
      projects: [
        {
          // Plain TypeScript: content, routes, SEO, scripts, the toast store. No DOM; the files
          // share their worker's modules (they keep no state of their own), which spares each
          // file the cost of loading them again.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/**/*.test.ts'],
            exclude: ['test/e2e/**', 'test/builds/**', 'test/sample/**', ...COMMAND_TESTS, ...DOM_UNIT_TESTS],
            isolate: false,
            setupFiles: ['test/setup.ts'],
            testTimeout: UNIT_TEST_TIMEOUT_MS,
            hookTimeout: UNIT_TEST_TIMEOUT_MS,
          },
        },
        {
          // Components and pages rendered with Testing Library in jsdom. Like the unit tests, the
          // files share their worker's DOM and modules (a fresh one per file cost three times
          // the tests' own time); test/setup-dom.ts empties the DOM and the toast store after each test.
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            isolate: false,
            include: ['test/**/*.test.tsx', ...DOM_UNIT_TESTS],
            setupFiles: ['test/setup.ts', 'test/setup-dom.ts'],
            testTimeout: UNIT_TEST_TIMEOUT_MS,
            hookTimeout: UNIT_TEST_TIMEOUT_MS,
          },
        },
        {
          // The sample content is the specification's: its counts, names and prices. A teacher's own
          // content need not keep them (the deploy workflow leaves this project out).
          extends: true,
          test: {
            name: 'sample',
            environment: 'node',
            include: ['test/sample/**/*.test.ts'],
            setupFiles: ['test/setup.ts'],
            testTimeout: UNIT_TEST_TIMEOUT_MS,
          },
        },
        {
          // The project's commands as a person runs them: npm start, the picture pipeline,
          // npm audit, the dev server, a build refusing a bad setting.
          extends: true,
          test: {
            name: 'commands',
            environment: 'node',
            include: COMMAND_TESTS,
            setupFiles: ['test/setup.ts'],
            testTimeout: COMMAND_TIMEOUT_MS,
            hookTimeout: COMMAND_TIMEOUT_MS,
          },
        },
        {
          // The built site (dist/, which `npm test` builds first) served as a static host serves
          // it: its files read as they are, and every page in real Chromium.
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            // The files share their worker's modules (puppeteer, axe-core's source, the content):
            // loading them once instead of once per file. test/e2e/setup-file.ts gives each file
            // a browser context of its own.
            isolate: false,
            setupFiles: ['test/e2e/setup-file.ts'],
            testTimeout: BROWSER_TEST_TIMEOUT_MS,
            hookTimeout: COMMAND_TIMEOUT_MS,
          },
        },
        {
          // Builds of their own, each tested in Chromium: a second build compared byte for byte,
          // the teacher's edits and typos in a copy of the project, a subfolder deployment, her
          // photo, her articles, the services a site connects (a form service, a newsletter, a
          // booking calendar: one build), enquiries delivered to Netlify.
          extends: true,
          test: {
            name: 'builds',
            environment: 'node',
            include: ['test/builds/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            // As in e2e: modules loaded once per worker, a browser context per file.
            isolate: false,
            setupFiles: ['test/e2e/setup-file.ts'],
            testTimeout: BROWSER_TEST_TIMEOUT_MS,
            hookTimeout: COMMAND_TIMEOUT_MS,
          },
        },
      ],
    },
  };
});
