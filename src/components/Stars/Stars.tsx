import { fill } from '../../lib/fill.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Stars.module.scss';

interface StarsProps {
  /** Number of filled stars, e.g. 5. */
  rating: number;
  /** The scale, 5 by default. */
  outOf?: number;
  /** The rating in words, in the page's language: the edition's components.stars ("{rating} out of {outOf} stars"). */
  label: string;
}

/** A star rating drawn as N star icons, read as one image: "5 out of 5 stars". */
export function Stars({ rating, outOf = 5, label }: StarsProps) {
  return (
    <span className={styles.stars} role="img" aria-label={fill(label, { rating, outOf })}>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} name="star" className={styles.star} data-filled={index < rating} />
      ))}
    </span>
  );
}
