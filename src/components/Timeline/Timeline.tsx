import styles from './Timeline.module.scss';

/** One phase of the learning journey. */
export interface JourneyPhase {
  /** When it happens, e.g. "Month 1–3". */
  phase: string;
  /** The phase's name, e.g. "Foundation Building". */
  title: string;
  /** What a student learns and can do in it. */
  description: string;
}

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
