// Long texts from the TypeScript content modules (policy rules, the story): a list of
// paragraphs, with *emphasis* or **bold** around words (src/lib/long-text.ts). Never HTML:
// React writes every word as text, so a text can never inject markup. (Texts written in
// Markdown render with ./RichParagraphs.tsx.)
import type { ReactNode } from 'react';
import type { LongText } from '../../content/card-types.ts';
import { EMPHASIS, paragraphsOf } from '../../lib/long-text.ts';

/** A paragraph's words, with *emphasis* as <em> and **bold** as <strong>. */
export function Emphasis({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    parts.push(
      text.slice(last, match.index),
      match[1] ? <strong key={match.index}>{match[1]}</strong> : <em key={match.index}>{match[2]}</em>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** A long text as paragraphs. */
export function Paragraphs({ text, className }: { text: LongText; className?: string }): ReactNode {
  return paragraphsOf(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      <Emphasis text={paragraph} />
    </p>
  ));
}

/** Runs of a paragraph written in Markdown: words, emphasis, bold, links and line breaks. */
