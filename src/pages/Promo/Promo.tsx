import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { NoteLine } from '../../components/NoteLine/NoteLine.tsx';
import { CheckList } from '../../components/CheckList/CheckList.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './Promo.module.scss';

/** The free-trial landing page (/promo): one offer, two buttons to /contact. */
export function Promo({ content }: { content: PageContent<'promo'> }) {
  const { hero: promoHero, benefits: trialBenefits, blurbs, cta } = content;
  return (
    <>
      <PageHero
        eyebrow={
          <span className={styles.badge}>
            <Icon name="sparkle" width={16} height={16} />
            {promoHero.badge}
          </span>
        }
        title={promoHero.title}
        lead={promoHero.lead}
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              {promoHero.action}
            </ButtonLink>
            {/* Beside its button, not after the benefits (on a phone that put it 430 px below). */}
            <NoteLine text={promoHero.note} className={styles.note} />
          </>
        }
        aside={
          <section className={styles.benefits} aria-labelledby="trial-benefits">
            <h2 id="trial-benefits" className={styles.benefitsTitle}>
              {trialBenefits.title}
            </h2>
            <CheckList items={trialBenefits.items} />
          </section>
        }
      />

      <Section title={blurbs.title} tone="sea">
        <FeatureGrid items={blurbs.features} variant="plain" />
      </Section>

      <CtaBanner title={cta.title} text={cta.text} action={cta.action} note={promoHero.note} />
    </>
  );
}
