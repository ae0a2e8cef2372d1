// Build settings that keep the browser's first load small without changing what runs: every
// page pays for the entry and its page chunk under an 84 KB gzip budget, so each of these is
// measured in bytes (README, "Performance"). vite.config.ts applies them.
import { createHash } from 'node:crypto';
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

const CLASS_MAP_IMPORT = /^import styles from ('[^'\n]+\.module\.scss');$/m;

/**
 * CSS-module class names written in place. Components read them as `styles.name` from a
 * default import: an object holding every class of the file, kept whole in the bundle and
 * passed between chunks. Imported as a namespace (`import * as styles`), each `styles.name`
 * is a named export instead, a constant that the bundler writes where it is used
 * (`inlineConst` in vite.config.ts), and the object is gone. The source keeps the default
 * import, the form TypeScript's CSS-module types describe: the build rewrites it, and only
 * where every use of `styles` reads a class, so both forms give the same strings.
 *
 * Vite drops a CSS module's styles from the build when none of its JavaScript is left in a
 * chunk, which is what happens once every class name is written in place; the second plugin
 * keeps that JavaScript in its chunk (the minifier then removes the unused constants), so
 * the stylesheet stays whole.
 */
export function classNamesInPlace(): Plugin[] {
  return [
    {
      name: 'css-module-namespace-imports',
      apply: 'build',
      enforce: 'pre',
      transform: {
        filter: { id: /\.tsx$/, code: 'import styles from ' },
        handler(code) {
          const match = CLASS_MAP_IMPORT.exec(code);
          if (!match) return null;
          const rest = code.slice(0, match.index) + code.slice(match.index + match[0].length);
          const everyUseReadsAClass = [...rest.matchAll(/\bstyles\b(.?)/g)].every((use) => use[1] === '.');
          if (!everyUseReadsAClass) return null;
          return { code: code.replace(CLASS_MAP_IMPORT, 'import * as styles from $1;'), map: null };
        },
      },
    },
    {
      name: 'css-module-styles-kept',
      apply: 'build',
      // After Vite's CSS plugins, which mark a CSS module's JavaScript as free to drop.
      enforce: 'post',
      transform: {
        filter: { id: /\.module\.scss$/ },
        handler(code) {
          return { code, map: null, moduleSideEffects: 'no-treeshake' };
        },
      },
    },
  ];
}

/** Letters only: a CSS class name must not start with a digit or a hyphen. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Short scoped names for CSS-module classes: a letter and three URL-safe base64 characters
 * (about 24 bits), taken from a hash of the file's path in the project and the class name, so
 * the browser and server builds, and every rebuild, give the same name. Each name appears in
 * the CSS and in the JS of every page that uses it. Two classes that would get the same name
 * stop the build with both named (rename one), rather than share styles.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const owner = `${path.relative(root, filename.split('?')[0]!).split(path.sep).join('/')} .${name}`;
    const digest = createHash('sha256').update(owner).digest();
    const scoped = LETTERS[digest[0]! % LETTERS.length] + digest.subarray(1, 4).toString('base64url').slice(0, 3);
    const earlier = owners.get(scoped);
    if (earlier && earlier !== owner) {
      throw new Error(`CSS classes ${earlier} and ${owner} would both be named "${scoped}": rename one of them.`);
    }
    owners.set(scoped, owner);
    return scoped;
  };
}
