// wouter matches route patterns (<Route path>, <Switch>, useRoute) with the regexparam
// package. This site never asks wouter to match one: findRoute() in src/routes.ts finds every
// page. vite.config.ts points regexparam here, so the browser does not download a matcher
// that never runs (about 0.2 KB gzip). A route pattern used by mistake fails at once, with an
// error that names this file.
export function parse(): never {
  throw new Error('See src/lib/no-route-patterns.ts');
}
