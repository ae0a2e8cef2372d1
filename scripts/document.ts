// The HTML document around each prerendered page: title and description from the route
// table, the page's stylesheets and module preloads, the SEO tags (canonical, icons, social
// cards, structured data: src/seo/head.ts), and the rendered app.
import { escapeHtml } from '../src/seo/html.ts';
import type { EnquiryDelivery } from './enquiry-endpoint.ts';
import type { NewsletterDelivery } from './service-settings.ts';
import type { PageAssets } from './manifest.ts';

/**
 * The Content-Security-Policy every page carries (also in public/_headers, plus the
 * directives a <meta> cannot set). No inline script or style is needed: the app renders
 * no `style` attributes and the only inline <script> is JSON-LD data, which CSP ignores.
 *
 * Only the outside services a build posts to change it (scripts/service-settings.ts): the
 * enquiry destination and the newsletter's form address. Their fetch needs each origin in
 * connect-src, and their native post without JavaScript needs it in form-action; an enquiry
 * form adds 'self' beside it, because browsers also check the redirect that follows its post
 * (to the site's thank-you page) against form-action. With no service, forms post nowhere.
 * form-action does not fall back to default-src, so it is always spelled out.
 */
export function contentSecurityPolicy(
  delivery: EnquiryDelivery = { mode: 'off' },
  newsletter: NewsletterDelivery = { mode: 'off' },
): string {
  const origins = [
    ...(delivery.mode === 'service' ? [delivery.origin] : []),
    ...(newsletter.mode === 'on' ? [newsletter.origin] : []),
  ];
  const destinations = [...new Set(origins)].map((origin) => ` ${origin}`).join('');
  const formAction =
    delivery.mode !== 'off' ? `'self'${destinations}` : destinations ? destinations.trimStart() : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${destinations}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
  ].join('; ');
}

/** The policy of the default build, whose form sends nothing. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** What a page's document needs besides the app markup. */
export interface DocumentParts {
  /** The site's base path ("/" or "/sub/"), prefixed to every asset URL. */
  base: string;
  /** The page's language (<html lang>): "en" unless given. */
  lang?: string;
  title: string;
  description: string;
  /** More tags for <head> (canonical, icons, social cards, structured data…), already serialised. */
  headExtra?: string;
  assets: PageAssets;
  /** The app's markup from renderToString. */
  appHtml: string;
  /**
   * The page's Content-Security-Policy; the default build's when not given; false for none (the
   * dev server, whose styles arrive as inline <style> elements).
   */
  csp?: string | false;
  /**
   * False for a document without script (an article's page): no entry, no preloads, and the
   * root marked data-static, which shows the header's menu as without JavaScript.
   */
  script?: boolean;
}

/** The complete HTML of one page. */
export function renderDocument({
  base,
  lang = 'en',
  title,
  description,
  headExtra = '',
  assets,
  appHtml,
  csp = CONTENT_SECURITY_POLICY,
  script = true,
}: DocumentParts): string {
  const url = (file: string) => `${base}${file}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    csp && `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...assets.css.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
    // Early enough for the first paint to use it (the font's display is \`optional\`).
    ...assets.fonts.map((file) => `<link rel="preload" href="${url(file)}" as="font" type="font/woff2" crossorigin>`),
    ...(script
      ? [
          `<script type="module" src="${url(assets.entry)}"></script>`,
          ...assets.preload.map((file) => `<link rel="modulepreload" href="${url(file)}">`),
          // Without JavaScript the mobile menu cannot open: this sheet shows its links instead.
          `<noscript><link rel="stylesheet" href="${url('noscript.css')}"></noscript>`,
        ]
      : []),
    headExtra,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"${script ? '' : ' data-static'}>`,
    '<head>',
    ...head,
    '</head>',
    '<body>',
    `<div id="root">${appHtml}</div>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
