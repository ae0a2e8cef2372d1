// Long texts written in Markdown (an FAQ answer, a policy rule): the small tree the build reads them into
// (src/lib/rich-text.ts), as paragraphs with line breaks, emphasis, bold and links. Never HTML:
// React writes every word as text, so a text can never inject markup.
import type { ReactNode } from 'react';
import type { Inline, RichText } from '../../lib/rich-text.ts';
import { pageHref } from '../../lib/page-href.ts';

/**
 * A link's address: a page of the site (already in the page's edition, as the build wrote it)
 * under the site's base path, or an e-mail or web address as written. Plain links: a page of
 * the site loads in full, another site opens in the same tab.
 */
function hrefOf(href: string): string {
  return href.startsWith('/') ? pageHref(href) : href;
}

/** Runs of a paragraph written in Markdown: words, emphasis, bold, links and line breaks. */
export function Runs({ runs }: { runs: readonly Inline[] }): ReactNode {
  return runs.map((run, index) => {
    if (typeof run === 'string') return run;
    if ('br' in run) return <br key={index} />;
    if ('em' in run) {
      return (
        <em key={index}>
          <Runs runs={run.em} />
        </em>
      );
    }
    if ('strong' in run) {
      return (
        <strong key={index}>
          <Runs runs={run.strong} />
        </strong>
      );
    }
    return (
      <a key={index} href={hrefOf(run.href)}>
        <Runs runs={run.link} />
      </a>
    );
  });
}

/** A long text written in Markdown (src/lib/rich-text.ts), as paragraphs. */
export function RichParagraphs({ text, className }: { text: RichText; className?: string }): ReactNode {
  return text.map((paragraph, index) => (
    <p key={index} className={className}>
      <Runs runs={paragraph} />
    </p>
  ));
}
