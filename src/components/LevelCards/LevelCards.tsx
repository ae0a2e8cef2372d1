import type { Level } from '../card-types.ts';
import { useEdition } from '../../editions/edition.ts';
import { asideAfter, spaceAfter, withColon } from '../../lib/typography.ts';
import * as styles from './LevelCards.module.scss';

interface LevelCardsProps {
  /** The levels, easiest first. */
  levels: readonly Level[];
}

/** Proficiency level cards on a rising scale: name with its JLPT span, description, focus. */
export function LevelCards({ levels }: LevelCardsProps) {
  const focusLabel = withColon(useEdition().components.focusLabel);
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
            <span className={styles.level}>{asideAfter(level.name, level.level)}</span>
          </h3>
          <p className={styles.description}>{level.description}</p>
          {level.focus && (
            <p className={styles.focus}>
              <strong>{focusLabel}</strong>
              {`${spaceAfter(focusLabel)}${level.focus}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
