// Long texts from src/content/ (FAQ answers, policy rules, the story) allow two things
// beyond plain words, and nothing else (never HTML): a list of paragraphs instead of one
// text, and *emphasis* or **bold** around words (src/lib/long-text.ts). React escapes the
// rest, so a text can never inject markup. The content check refuses a * that does not close.
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
