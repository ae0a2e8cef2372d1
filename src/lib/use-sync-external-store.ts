// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, which
// exists for React 16 and 17. React 19 has the hook built in: vite.config.ts aliases the
// shim to this module so the browser does not download a second implementation.
export { useSyncExternalStore } from 'react';
