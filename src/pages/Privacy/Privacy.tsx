import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PolicyLayout } from '../../components/PolicyLayout/PolicyLayout.tsx';
import type * as policiesContent from '../../content/policies.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Privacy.module.scss';

/** The privacy policy, terms & conditions and cancellation policy as three cards. */
export function Privacy({ policies, policiesUpdated, policyPages }: Localized<typeof policiesContent>) {
  const { privacy, contentsLabel, updatedLabel } = policyPages;
  return (
    <>
      <PageHero eyebrow={privacy.eyebrow} title={privacy.title} lead={privacy.lead}>
        <p className={styles.updated}>
          {updatedLabel} {policiesUpdated}
        </p>
      </PageHero>
      <PolicyLayout policies={policies} contentsLabel={contentsLabel} />
    </>
  );
}
