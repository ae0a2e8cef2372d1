import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PolicyCard } from '../../components/PolicyCard/PolicyCard.tsx';
import { policies, policiesUpdated, policyPages } from '../../content/policies.ts';
import styles from './Privacy.module.scss';

export function Privacy() {
  const { privacy, updatedLabel } = policyPages;
  return (
    <>
      <PageHero eyebrow={privacy.eyebrow} title={privacy.title} lead={privacy.lead}>
        <p className={styles.updated}>
          {updatedLabel} {policiesUpdated}
        </p>
        <nav aria-label={privacy.contentsLabel}>
          <ul className={styles.contents}>
            {policies.map((policy) => (
              <li key={policy.id}>
                {/* An in-page jump, not a route: a plain fragment link. */}
                <a href={`#${policy.id}`} className={styles.jump}>
                  {policy.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className={styles.cards}>
        {policies.map((policy) => (
          <PolicyCard key={policy.id} policy={policy} />
        ))}
      </div>
    </>
  );
}
