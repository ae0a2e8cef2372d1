import type { Step } from '../card-types.ts';
import * as styles from './Timeline.module.scss';

/**
 * Numbered steps in order (the learning journey, what happens after an enquiry): a line down the
 * numbers on phones, a row on wide screens, as many steps a row as there are.
 */
export function Timeline({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <div className={styles.heading}>
              <p className={styles.when}>{step.when}</p>
              <h3 className={styles.title}>{step.title}</h3>
            </div>
            <p className={styles.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
