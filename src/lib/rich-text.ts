// A long text of the content (her story, an FAQ answer, a policy rule), as the build reads it
// from the Markdown the teacher writes: paragraphs of words with line breaks, emphasis, bold
// and links, and nothing else. It reaches the page as this small tree, so the browser needs
// no Markdown reader, and React writes every word as text: no HTML can get in.

/** A run of words in a paragraph. */
export type Inline = string | { em: Inline[] } | { strong: Inline[] } | { link: Inline[]; href: string } | { br: 1 };

/** One paragraph: its runs, in order. */
export type Paragraph = Inline[];

/** A long text: its paragraphs. */
export type RichText = Paragraph[];

/** The words of runs, without their marks. */
function wordsOf(runs: readonly Inline[]): string {
  return runs
    .map((run) => {
      if (typeof run === 'string') return run;
      if ('br' in run) return '\n';
      if ('em' in run) return wordsOf(run.em);
      if ('strong' in run) return wordsOf(run.strong);
      return wordsOf(run.link);
    })
    .join('');
}

/** A long text as plain words (for structured data and messages): paragraphs apart by a blank line. */
export function plainText(text: RichText): string {
  return text.map(wordsOf).join('\n\n');
}
