import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PolicyLayout } from '../../components/PolicyLayout/PolicyLayout.tsx';
import type * as policiesContent from '../../content/policies.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Terms.module.scss';

/**
 * The terms in full at /terms, a reading-A page only (in reading B the terms are the card on
 * /privacy), from the same data as that card.
 */
export function Terms({
  cancellationPolicy,
  policiesUpdated,
  policyPages,
  termsAndConditions,
}: Localized<typeof policiesContent>) {
  const { terms, contentsLabel, updatedLabel } = policyPages;
  return (
    <>
      <PageHero eyebrow={terms.eyebrow} title={terms.title} lead={terms.lead}>
        <p className={styles.updated}>
          {updatedLabel} {policiesUpdated}
        </p>
      </PageHero>
      <PolicyLayout
        policies={[termsAndConditions, cancellationPolicy]}
        contentsLabel={contentsLabel}
        variant="document"
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
