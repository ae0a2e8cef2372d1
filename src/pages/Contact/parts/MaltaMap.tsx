import { Icon } from '../../../components/Icon/Icon.tsx';
import type { PageContent } from '../../../content-schema/units.ts';
import styles from '../Contact.module.scss';

/**
 * A drawn map of the Maltese islands in place of a real map (no third-party map service).
 * The drawing is cropped to the islands so that its labels stay legible on a phone.
 */
export function MaltaMap({ map }: { map: PageContent<'contact'>['map'] }) {
  return (
    <figure className={styles.map}>
      <div className={styles.mapCanvas}>
        <svg
          viewBox="0 0 360 210"
          width="360"
          height="210"
          role="img"
          aria-label={map.imageLabel}
          className={styles.mapDrawing}
        >
          <path
            className={styles.wave}
            d="M16 176q10-7 20 0t20 0M52 196q10-7 20 0t20 0M268 36q10-7 20 0t20 0M300 58q10-7 20 0t20 0M20 122q10-7 20 0t20 0"
          />
          <path
            className={styles.land}
            d="M24 70C20 54 40 38 62 36c16-2 24 4 38 2 18-3 36 6 40 18 4 12-10 22-24 28-16 6-32 2-46 6-18 5-40-2-46-20z"
          />
          <path className={styles.land} d="M152 96c3-6 13-8 19-4 5 3 4 9-2 11-6 2-14 1-17-7z" />
          <path
            className={styles.land}
            d="M180 112c6-10 24-12 38-6 12 5 20 2 32 10 16 10 30 12 44 24 14 12 28 20 32 36 4 14-8 24-24 20-14-3-22-10-36-12-20-3-34-14-48-24-14-10-22-18-32-26-8-6-10-14-6-22z"
          />
          <path className={styles.pin} d="M236 160s-14-13-14-24a14 14 0 0128 0c0 11-14 24-14 24z" />
          <circle className={styles.pinDot} cx="236" cy="136" r="5" />
        </svg>
        {/* Labels in HTML keep a legible size at every width; the drawing's own name covers them. */}
        <span className={styles.place} data-place="gozo" aria-hidden="true">
          {map.islands.gozo}
        </span>
        <span className={styles.place} data-place="comino" aria-hidden="true">
          {map.islands.comino}
        </span>
        <span className={styles.place} data-place="malta" aria-hidden="true">
          {map.islands.malta}
        </span>
      </div>
      <figcaption className={styles.mapNote}>
        <Icon name="pin" />
        {map.note}
      </figcaption>
    </figure>
  );
}
