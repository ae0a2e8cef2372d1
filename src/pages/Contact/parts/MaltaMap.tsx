import { Icon } from '../../../components/Icon/Icon.tsx';
import type { PageContent } from '../../../content-schema/units.ts';
import drawing from './malta-map.svg';
import darkDrawing from './malta-map-dark.svg';
import * as styles from '../Contact.module.scss';

/**
 * A drawn map of the Maltese islands in place of a real map (no third-party map service).
 * The drawing is cropped to the islands so that its labels stay legible on a phone. It is a
 * picture, like the site's other drawings (with a twin for dark screens, in the colours of
 * styles/global.scss), so the page's script never carries it.
 */
export function MaltaMap({ map }: { map: PageContent<'contact'>['map'] }) {
  return (
    <figure className={styles.map}>
      <div className={styles.mapCanvas}>
        <picture>
          <source media="(prefers-color-scheme: dark)" srcSet={darkDrawing} />
          <img
            src={drawing}
            width={360}
            height={210}
            alt={map.imageLabel}
            loading="lazy"
            className={styles.mapDrawing}
          />
        </picture>
        {/* Labels in HTML keep a legible size at every width; the picture's own text covers them. */}
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
