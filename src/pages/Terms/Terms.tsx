import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PolicyLayout } from '../../components/PolicyLayout/PolicyLayout.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { spaceAfter } from '../../lib/typography.ts';
import * as styles from './Terms.module.scss';

/** The policies the terms page shows in full: the terms and the cancellation policy they include. */
const SHOWN = ['terms', 'cancellation'];

/**
 * The terms in full at /terms, a reading-A page only (in reading B the terms are the card on
 * /privacy), from the same content as that card.
 */
export function Terms({ content }: { content: PageContent<'policies'> }) {
  const { terms, contentsLabel, updatedLabel, updated, policies } = content;
  return (
    <>
      <PageHero scene="terms" eyebrow={terms.eyebrow} title={terms.title} lead={terms.lead}>
        <p className={styles.updated}>
          {`${updatedLabel}${spaceAfter(updatedLabel)}`}
          <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageHero>
      <PolicyLayout
        policies={policies.filter((policy) => SHOWN.includes(policy.address))}
        contentsLabel={contentsLabel}
      >
        <aside className={styles.note}>
          <p>{terms.privacyNote}</p>
          <ButtonLink to="/privacy" variant="secondary">
            {terms.privacyLink}
          </ButtonLink>
        </aside>
      </PolicyLayout>
    </>
  );
}
