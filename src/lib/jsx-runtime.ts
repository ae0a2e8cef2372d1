// The JSX runtime of the browser build (scripts/lean-bundle.ts points `react/jsx-runtime`
// here): React's own production `jsx`, `jsxs` and `Fragment`, re-exported as plain ES
// bindings. Taken from the CommonJS module itself, every element in every chunk would be
// created through a lookup on the module object, `(0, runtime.jsx)(…)`; as bindings each is a
// plain call of a short name.
import * as runtime from 'react/jsx-runtime';

export const { jsx, jsxs, Fragment } = runtime;
