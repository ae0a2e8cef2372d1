import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { loadPage } from '../../page-loader.ts';
import { findRoute, toHref } from '../../routes.ts';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the route table, in either reading, e.g. "/contact". */
  to: string;
};

/**
 * Starts loading a page's chunk so that a click on its link renders at once. One try only:
 * if it fails, the click itself loads the page with retries (or in full).
 */
function prefetch(path: string): void {
  const route = findRoute(path);
  if (route) loadPage(route.page, { retries: 0 }).catch(() => undefined);
}

/**
 * An internal link: client-side navigation under the router's base, the site's one URL
 * form (trailing slash), and a prefetch of the target page on hover or focus.
 */
export function NavLink({ to, onPointerEnter, onFocus, ...props }: NavLinkProps) {
  return (
    <Link
      {...props}
      href={toHref(to)}
      onPointerEnter={(event) => {
        prefetch(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(to);
        onFocus?.(event);
      }}
    />
  );
}
