import type { ReactNode } from 'react';
import type { PictureData } from '../../content-schema/shapes.ts';
import { spaceAfter, withColon } from '../../lib/typography.ts';
import { Picture } from '../Picture/Picture.tsx';
import { Stars } from '../Stars/Stars.tsx';
import * as styles from './ReviewCard.module.scss';

/** "Sarah M." → "SM": the monogram drawn as a student's avatar when there is no picture. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

interface ReviewCardProps {
  /** What the student said. */
  quote: string;
  /** The quote's language, when it is not the page's (the home page's reviews are in Japanese). */
  quoteLang?: string;
  /** The rating, when the student gave one, with its words in the page's language ("{rating} out of {outOf} stars"). */
  stars?: { rating: number; label: string };
  /** A translation of the quote: its label ("Translation") and text, and its language when not the page's. */
  translation?: { label: string; text: string; lang?: string };
  /** Who said it. */
  name: string;
  /** Their picture; without one, their initials in a soft fill. */
  avatar?: PictureData;
  /** Picks one of the monograms' fills, so neighbouring cards differ. */
  tone?: number;
  /** Who they are, or where and what they wrote about, one line each, under the name (a line may be a link). */
  about?: readonly ReactNode[];
  /** What they achieved ("Passed JLPT N2"), as a tag under the name. */
  achievement?: string;
  /**
   * The words are a story, read line after line: in Japanese its lines run full (running prose),
   * where a quote keeps its phrases whole (set in phrases, a story's 290 px column on a tablet
   * ended lines at a third of its width: design reviews, round 15).
   */
  story?: boolean;
}

/** "Translation" with its colon and the space after it, as the page's language writes them. */
function TranslationLabel({ label }: { label: string }) {
  const written = withColon(label);
  return <span className={styles.translationLabel}>{`${written}${spaceAfter(written)}`}</span>;
}

/**
 * The site's one review card (the home page's reviews, the gallery's stories and quotes): the
 * stars when there is a rating, the words, a translation when there is one, then who said it
 * under a rule. Cards side by side share their list's rows (the list item passes them on).
 */
export function ReviewCard({
  quote,
  quoteLang,
  stars,
  translation,
  name,
  avatar,
  tone = 0,
  about = [],
  achievement,
  story = false,
}: ReviewCardProps) {
  return (
    <figure className={styles.card}>
      {stars && <Stars rating={stars.rating} label={stars.label} />}
      <blockquote className={story ? styles.story : styles.quote} lang={quoteLang}>
        <p>{quote}</p>
      </blockquote>
      {translation && (
        <p className={styles.translation}>
          <TranslationLabel label={translation.label} />
          <span lang={translation.lang}>{translation.text}</span>
        </p>
      )}
      <figcaption className={styles.author}>
        {avatar ? (
          <Picture className={styles.avatar} picture={avatar} alt="" loading="lazy" />
        ) : (
          <span className={styles.avatar} data-tone={tone % 3} aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          {about.map((line, index) => (
            <span key={index} className={styles.about}>
              {line}
            </span>
          ))}
          {achievement && <span className={styles.achievement}>{achievement}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
