import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PageContent } from '../../content-schema/units.ts';
import { RichParagraphs } from '../RichText/RichParagraphs.tsx';
import * as styles from './Accordion.module.scss';

// React renders `hidden="until-found"` on a normal element as a bare `hidden` (a boolean
// attribute), which find-in-page cannot search. On a custom element React writes the value
// as given on the server and sets the `hidden` property in the browser, which accepts
// "until-found". So each answer sits in an <accordion-panel> (styled as a block).
// (Inside this block, names resolve in React's own module scope.)
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'accordion-panel': Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, 'hidden'> & {
        hidden?: 'until-found';
      };
    }
  }
}

/**
 * One question and its answer, written in Markdown (the tree of paragraphs the build reads it
 * into), as the content schema gives it: from the FAQ page or the contact page's short FAQ.
 */
export type FaqItem = PageContent<'faq'>['items'][number] | PageContent<'contact'>['faq']['items'][number];

interface AccordionProps {
  items: readonly FaqItem[];
  /** The level of the headings around the questions: 2 at the top of a page, 3 inside an h2 section. */
  headingLevel?: 2 | 3;
}

/** Questions that open their answers, one at a time (WAI-ARIA accordion pattern). */
export function Accordion({ items, headingLevel = 2 }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrow keys, Home and End move between the questions (optional keys of the pattern).
  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <AccordionItem
          key={item.question}
          item={item}
          id={`${baseId}-${index}`}
          headingLevel={headingLevel}
          open={openIndex === index}
          onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
          onReveal={() => setOpenIndex(index)}
          onKeyDown={(event) => moveFocus(event, index)}
          buttonRef={(button) => void (buttons.current[index] = button)}
        />
      ))}
    </div>
  );
}

interface AccordionItemProps {
  item: FaqItem;
  id: string;
  headingLevel: 2 | 3;
  open: boolean;
  onToggle: () => void;
  /** Called when find-in-page reveals the closed answer. */
  onReveal: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}

function AccordionItem({ item, id, headingLevel, open, onToggle, onReveal, onKeyDown, buttonRef }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  const panel = useRef<HTMLElement>(null);
  // The listener below is attached once; it calls the latest onReveal through this ref.
  const reveal = useRef(onReveal);
  useEffect(() => {
    reveal.current = onReveal;
  });

  useEffect(() => {
    const element = panel.current;
    const listener = () => reveal.current();
    element?.addEventListener('beforematch', listener);
    return () => element?.removeEventListener('beforematch', listener);
  }, []);

  return (
    <div className={styles.item} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.heading}>
        <button
          ref={buttonRef}
          type="button"
          id={`${id}-button`}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          <span>{item.question}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <accordion-panel
        ref={panel}
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={styles.panel}
        hidden={open ? undefined : 'until-found'}
      >
        <RichParagraphs text={item.answer} className={styles.answer} />
      </accordion-panel>
    </div>
  );
}
