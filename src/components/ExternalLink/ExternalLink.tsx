import type { AnchorHTMLAttributes } from 'react';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  /** The hidden note after the link's text, in the page's language (" (opens in a new tab)"). */
  newTabNote: string;
};

/** A link to another site: opens in a new tab without giving it access to this one. */
export function ExternalLink({ children, newTabNote, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{newTabNote}</span>
    </a>
  );
}
