import type { Level } from '../card-types.ts';
import { useEdition } from '../../editions/edition.ts';
import styles from './LevelCards.module.scss';

interface LevelCardsProps {
  /** The levels, easiest first. */
  levels: readonly Level[];
}

/** Proficiency level cards on a rising scale: name with its JLPT span, description, focus. */
export function LevelCards({ levels }: LevelCardsProps) {
  const { focusLabel } = useEdition().components;
  return (
    <ol className={styles.levels}>
      {levels.map((level, index) => (
        <li key={level.name} className={styles.card} data-step={index + 1}>
          <span className={styles.meter} aria-hidden="true">
            {levels.map((other, bar) => (
              <span key={other.name} data-on={bar <= index} />
            ))}
          </span>
          <h3 className={styles.name}>
            {level.name}
            <span className={styles.level}> ({level.level})</span>
          </h3>
          <p className={styles.description}>{level.description}</p>
          {level.focus && (
            <p className={styles.focus}>
              <strong>{focusLabel}:</strong> {level.focus}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
