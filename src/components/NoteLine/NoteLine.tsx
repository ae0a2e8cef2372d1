import { Fragment } from 'react';
import * as styles from './NoteLine.module.scss';

/**
 * A small line of facts set apart by bullets ("No credit card required • 30-minute session"):
 * each part moves to the next line whole, so the line breaks after a bullet, never inside a part
 * ("… • 30-minute / session").
 */
export function NoteLine({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {text.split(/(?<=•) /u).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
