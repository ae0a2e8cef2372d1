import { createElement, type ComponentType } from 'react';
import { isLazyPart } from './lazy-part.tsx';

/** A page in one language, ready to render: its component with its content, and its title. */
export type BoundPage = ComponentType & {
  /** The page's title in its language, without the brand (from its content files). */
  title: string;
  /** Loads the parts the page loads after itself (src/lib/lazy-part.tsx): the server and client-side navigation wait for them. */
  loadParts: () => Promise<unknown>;
};

/**
 * A page in one language: its component with that edition's content as props, and its title.
 * Each src/pages/<Name>/<Name>.<locale>.ts binds one; the type check makes sure the content
 * has every text the component reads, so a missing translation fails `npm run typecheck`.
 */
export function bindPage<Props extends object>(
  Page: ComponentType<Props>,
  content: NoInfer<Props>,
  title: string,
): BoundPage {
  const Bound = () => createElement(Page, content);
  Bound.displayName = `${Page.name}Page`;
  const parts = Object.values(content).filter(isLazyPart);
  return Object.assign(Bound, { title, loadParts: () => Promise.all(parts.map((part) => part.load())) });
}
