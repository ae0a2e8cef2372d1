import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { useLocale } from '../../editions/edition.ts';
import { loadPage, retryPage } from '../../page-loader.ts';
import { findRoute, localizePath, toHref, type Locale } from '../../routes.ts';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the English route table, in either reading, e.g. "/contact". */
  to: string;
  /** The edition to link into; the current page's by default ("/contact" on a Japanese page is "/ja/contact/"). */
  locale?: Locale;
};

/**
 * Starts loading a page's chunk so that a click on its link renders at once. One try only:
 * if it fails, the click itself loads the page with retries (or in full).
 */
function prefetch(path: string): void {
  const route = findRoute(path);
  if (route) loadPage(route, { retries: 0 }).catch(() => undefined);
}

/**
 * An internal link: client-side navigation under the router's base, in the current page's
 * edition, in the site's one URL form (trailing slash), with a prefetch of the target page
 * on hover or focus; a click on it tries again a page that could not be loaded. Content gives English paths ("/contact"); this adds the edition's prefix.
 */
export function NavLink({ to, locale, onPointerEnter, onFocus, onClick, ...props }: NavLinkProps) {
  const currentLocale = useLocale();
  const path = localizePath(to, locale ?? currentLocale);
  return (
    <Link
      {...props}
      href={toHref(path)}
      onPointerEnter={(event) => {
        prefetch(path);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(path);
        onFocus?.(event);
      }}
      onClick={(event) => {
        // A link to the page that could not be loaded (the visitor is on it) tries it again.
        const route = findRoute(path);
        if (route) retryPage(route);
        onClick?.(event);
      }}
    />
  );
}
