// What every page says of itself in its content files: its title and description. The app's
// document title and the prerendered <head> both come from here.
import type { Route } from './routes.ts';
import { documentTitle } from './site.ts';

/** A page's own words about itself (without the brand). */
export interface PageWords {
  title: string;
  description?: string;
}

/** A page's own words in its content: the content itself, or the part the route names when pages share it. */
export function pageWords(content: Record<string, unknown>, route: Pick<Route, 'contentPart'>): PageWords {
  return (route.contentPart ? content[route.contentPart] : content) as PageWords;
}

/** A page's document title in its language, from its content: "About Me — Brand". */
export function pageTitle(content: Record<string, unknown>, route: Pick<Route, 'contentPart'>): string {
  return documentTitle(pageWords(content, route).title);
}
