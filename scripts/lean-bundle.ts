// Build settings that keep the browser's first load small without changing what runs: every
// page pays for the entry and its page chunk under an 80 KB gzip budget, so each of these is
// measured in bytes (README, "Performance"). vite.config.ts applies them.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A package's folder, found through its package.json (React's `exports` hide its cjs/ files). */
function packageDir(name: string, from = import.meta.dirname): string {
  return path.dirname(createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`));
}

/**
 * React's packages for the browser build, taken straight from their production files. Each
 * package's main file only picks the production or development file, and react-dom's two
 * also call React DevTools' check that the bundle was minified: about 0.16 KB of wrappers in
 * the entry that do nothing for a visitor. The JSX runtime goes through src/lib/jsx-runtime.ts
 * (see there). Development, the tests and the server build keep the packages' own entry files.
 */
export function reactProductionFiles(root: string): Plugin {
  const react = packageDir('react');
  const reactDom = packageDir('react-dom');
  const scheduler = packageDir('scheduler', reactDom);
  const jsxRuntimeFacade = path.join(root, 'src/lib/jsx-runtime.ts');
  const files: Record<string, string> = {
    react: path.join(react, 'cjs/react.production.js'),
    'react/jsx-runtime': path.join(react, 'cjs/react-jsx-runtime.production.js'),
    'react-dom': path.join(reactDom, 'cjs/react-dom.production.js'),
    'react-dom/client': path.join(reactDom, 'cjs/react-dom-client.production.js'),
    scheduler: path.join(scheduler, 'cjs/scheduler.production.js'),
  };
  return {
    name: 'react-production-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react/jsx-runtime' && importer !== jsxRuntimeFacade) return jsxRuntimeFacade;
      return Object.hasOwn(files, source) ? files[source] : null;
    },
  };
}
