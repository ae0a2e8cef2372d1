import { Fragment, useId, type ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { withoutBreakMarks } from '../../lib/break-marks.ts';
import { NoteLine } from '../NoteLine/NoteLine.tsx';
import * as styles from './CtaBanner.module.scss';

interface CtaBannerProps {
  title: ReactNode;
  text?: ReactNode;
  /** The button's label, e.g. "Book Free Trial Class". */
  action: string;
  /** Where it leads; every call to action on the site goes to /contact. */
  to?: string;
  /** A small line under the button, e.g. "No credit card required • 30-minute session": it breaks after a •. */
  note?: string;
}

/**
 * A text's sentences: after 。！？ in Japanese, after . ! ? and a space in English (the space is
 * dropped: the sentences are set apart by one).
 */
function sentences(text: string): string[] {
  return text.split(/(?<=[。！？])|(?<=[.!?]) +/u).filter(Boolean);
}

/** A clause this short (visible characters) moves with the one after it instead of standing alone. */
const SHORT_CLAUSE = 8;

/**
 * A sentence's clauses, each ending with its 、 or its comma (the space after a comma is left out:
 * the clauses are set apart by one). A short one goes with the clause after it, so that it never
 * stands alone on a line of a centred band, and the pair breaks inside where its lines balance:
 * one of a few characters (「英語も日本語も、」 over a line of 30 characters: native review,
 * round 8), or under a third of its sentence ("Meet your teacher," over a line three times as
 * long: design review, round 9).
 */
function clauses(sentence: string): string[] {
  const length = (text: string) => withoutBreakMarks(text).length;
  const short = Math.max(SHORT_CLAUSE, length(sentence) / 3);
  return sentence.split(/(?<=、)|(?<=,) +/u).reduce<string[]>((kept, clause) => {
    const last = kept.at(-1);
    if (last !== undefined && length(last) <= short)
      kept[kept.length - 1] = last + (last.endsWith(',') ? ' ' : '') + clause;
    else kept.push(clause);
    return kept;
  }, []);
}

/**
 * The closing call to action of a page. Its text is set sentence by sentence, and a sentence
 * clause by clause: on wider screens a line breaks between sentences rather than inside the next
 * one (a centred band read 「…お試しください。入会の / 義務はなく、…」: native review, round 6), and
 * inside a sentence after its 、 (「…共有し、実際の / レッスンを…」: round 7) or its comma ("Book a
 * free 30-minute trial lesson: we check your level, / talk about your goals…").
 */
export function CtaBanner({ title, text, action, to = '/contact', note }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {text && (
          <p className={styles.text}>
            {typeof text === 'string'
              ? sentences(text).map((sentence, index, all) => (
                  <Fragment key={index}>
                    {index > 0 && !/[。！？]$/u.test(all[index - 1]!) && ' '}
                    <span className={styles.sentence}>
                      {clauses(sentence).map((clause, part, all) => (
                        <Fragment key={part}>
                          {part > 0 && all[part - 1]!.endsWith(',') && ' '}
                          <span className={styles.clause}>{clause}</span>
                        </Fragment>
                      ))}
                    </span>
                  </Fragment>
                ))
              : text}
          </p>
        )}
        <ButtonLink to={to} size="lg" className={styles.action}>
          {action}
        </ButtonLink>
        {note && <NoteLine text={note} className={styles.note} />}
      </div>
    </section>
  );
}
