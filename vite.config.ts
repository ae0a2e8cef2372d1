/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_PATH, OUT_DIR, SERVER_DIR } from './scripts/paths.ts';

// SOURCE_DATE_EPOCH pins the build year for reproducible builds; otherwise it is the year of the build.
const buildDate = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();

export default defineConfig(({ isSsrBuild }) => ({
  base: BASE_PATH,
  plugins: [react()],
  define: {
    // The year the pages were prerendered in: the footer hydrates with it, then shows the visitor's year.
    __BUILD_YEAR__: JSON.stringify(buildDate.getUTCFullYear()),
  },
  css: {
    modules: { generateScopedName: '[local]_[hash:base64:5]' },
    // Modules load the design system as `@use 'styles' as ds;`.
    preprocessorOptions: { scss: { loadPaths: [import.meta.dirname] } },
  },
  build: {
    outDir: isSsrBuild ? SERVER_DIR : OUT_DIR,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? { input: path.resolve(import.meta.dirname, 'src/entry-server.tsx') }
      : undefined,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        // Real Chromium against the built site (run `npm run build` first; `npm test` does).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
