import type { PageContent } from '../../content-schema/units.ts';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './OfferCard.module.scss';

/** One of the home page's offers, as its content schema gives it. */
export type Offer = PageContent<'home'>['offers']['cards'][number];

/** One of the home page's two offers: a large Japanese mark, title, description, highlights, button. */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className={styles.card}>
      {/* A faint watermark: drawn by CSS from the attribute, so it is not read as page text. */}
      <span className={styles.mark} lang={offer.mark.lang} data-mark={offer.mark.text} aria-hidden="true" />
      <h3 className={styles.title}>{offer.title}</h3>
      <p className={styles.description}>{offer.description}</p>
      <CheckList items={offer.highlights} />
      <ButtonLink to={offer.action.to} className={styles.action}>
        {offer.action.label}
        <Icon name="arrowRight" width={18} height={18} />
      </ButtonLink>
    </article>
  );
}
