import { createElement, type ComponentType } from 'react';

/** A page in one language, ready to render: its component with its content, and its title. */
export type BoundPage = ComponentType & {
  /** The page's title in its language, without the brand (from the edition's page-titles.ts). */
  title: string;
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
  return Object.assign(Bound, { title });
}
