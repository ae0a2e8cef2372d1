import { Icon } from '../../../components/Icon/Icon.tsx';
import { contactPage } from '../../../content/contact.ts';
import styles from '../Contact.module.scss';

/** A drawn map of the Maltese islands in place of a real map (no third-party map service). */
export function MaltaMap() {
  const { map } = contactPage;
  return (
    <figure className={styles.map}>
      <svg
        viewBox="0 0 400 240"
        width="400"
        height="240"
        role="img"
        aria-label={map.imageLabel}
        className={styles.mapDrawing}
      >
        <path className={styles.wave} d="M24 200q12-8 24 0t24 0M300 48q12-8 24 0t24 0M330 90q10-7 20 0t20 0" />
        <path
          className={styles.land}
          d="M40 78c6-20 40-34 74-32 26 2 44 12 50 28 4 14-8 26-28 30-30 6-66 6-84-4-12-6-16-12-12-22z"
        />
        <path className={styles.land} d="M178 108c7-5 19-4 21 3 1 6-7 10-14 9-8-1-11-8-7-12z" />
        <path
          className={styles.land}
          d="M206 124c20-15 56-17 86-6 28 10 52 30 68 54 10 15 8 32-6 40-16 9-44 4-66-5-26-11-48-26-66-43-16-15-32-27-16-40z"
        />
        <g className={styles.places} aria-hidden="true">
          <text x="102" y="76">
            {map.islands.gozo}
          </text>
          <text x="188" y="96">
            {map.islands.comino}
          </text>
          <text x="318" y="198">
            {map.islands.malta}
          </text>
        </g>
        <path className={styles.pin} d="M280 172s-17-16-17-29a17 17 0 0134 0c0 13-17 29-17 29z" />
        <circle className={styles.pinDot} cx="280" cy="143" r="6" />
      </svg>
      <figcaption className={styles.mapNote}>
        <Icon name="pin" />
        {map.note}
      </figcaption>
    </figure>
  );
}
