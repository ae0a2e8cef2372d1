/// <reference types="vite/client" />

/** The year the site was prerendered in (see vite.config.ts). */
declare const __BUILD_YEAR__: number;
