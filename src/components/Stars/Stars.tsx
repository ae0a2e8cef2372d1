import { useEdition } from '../../editions/edition.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Stars.module.scss';

interface StarsProps {
  /** Number of filled stars, e.g. 5. */
  rating: number;
  /** The scale, 5 by default. */
  outOf?: number;
}

/** A star rating drawn as N star icons, read as one image: "5 out of 5 stars". */
export function Stars({ rating, outOf = 5 }: StarsProps) {
  const { components } = useEdition();
  return (
    <span className={styles.stars} role="img" aria-label={components.stars(rating, outOf)}>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} name="star" className={styles.star} data-filled={index < rating} />
      ))}
    </span>
  );
}
