import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './Timeline.module.scss';

/** One phase of the learning journey (when, its name, what a student learns), as the gallery's content schema gives it. */
export type JourneyPhase = PageContent<'gallery'>['journey']['phases'][number];

/** A numbered, ordered timeline of phases: a vertical line on phones, a row on wide screens. */
export function Timeline({ phases }: { phases: readonly JourneyPhase[] }) {
  return (
    <ol className={styles.timeline}>
      {phases.map((phase, index) => (
        <li key={phase.title} className={styles.phase}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <p className={styles.when}>{phase.phase}</p>
            <h3 className={styles.title}>{phase.title}</h3>
            <p className={styles.description}>{phase.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
