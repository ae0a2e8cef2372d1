// The files in public/ that the head, the web app manifest and the structured data
// point to. scripts/icons.ts draws the icons and scripts/share-image.ts (at every build) the
// share image; the names here and there must agree.

/** An icon file in public/ with its pixel size. */
export interface IconFile {
  /** File name at the site's root. */
  file: string;
  /** Width and height in pixels ("any" for SVG). */
  sizes: string;
  /** MIME type. */
  type: string;
  /** Manifest purpose: "maskable" icons keep the motif inside the safe zone. */
  purpose?: 'any' | 'maskable';
}

/** The vector favicon every current browser uses. */
export const FAVICON_SVG: IconFile = { file: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' };

/** The fallback for browsers and tools that want an .ico (16, 32 and 48 px inside). */
export const FAVICON_ICO: IconFile = { file: 'favicon.ico', sizes: '32x32', type: 'image/x-icon' };

/** iOS home-screen icon: opaque, square, full bleed (iOS rounds the corners itself). */
export const APPLE_TOUCH_ICON: IconFile = { file: 'apple-touch-icon.png', sizes: '180x180', type: 'image/png' };

/** Icons the web app manifest lists (Android home screen, install prompts). */
export const MANIFEST_ICONS: readonly IconFile[] = [
  { file: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The link-preview picture for social cards (Open Graph and Twitter/X). */
export const SHARE_IMAGE = {
  file: 'og-image.png',
  /** Pixels: the 1.91:1 size every network crops least. */
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

/** The web app manifest written by the prerender. */
export const WEB_MANIFEST_FILE = 'site.webmanifest';

/**
 * The page background of the light and dark themes, for `theme-color` (the browser's
 * address bar) and the manifest. They must equal --color-bg in styles/global.scss;
 * test/seo/head.test.ts checks that they do.
 */
export const THEME_COLORS = { light: '#fbf8f3', dark: '#0f1a2b' } as const;
