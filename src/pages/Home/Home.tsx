import { AvatarStack } from '../../components/AvatarStack/AvatarStack.tsx';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { OfferCard } from '../../components/OfferCard/OfferCard.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Section } from '../../components/Section/Section.tsx';
import { Stars } from '../../components/Stars/Stars.tsx';
import { StatsStrip } from '../../components/StatsStrip/StatsStrip.tsx';
import { Testimonial } from '../../components/Testimonial/Testimonial.tsx';
import type * as ctaContent from '../../content/cta.ts';
import type * as homeContent from '../../content/home.ts';
import type * as testimonialsContent from '../../content/testimonials.ts';
import { useEdition } from '../../editions/edition.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Home.module.scss';

/** The home page: hero with social proof, stats, the two offers, why choose, three info cards, reviews, trial band. */
export function Home({
  approach,
  homeHero,
  homeStats,
  offers,
  offersSection,
  socialProof,
  testimonialsSection,
  whyChoose,
  testimonials,
  trialClassCta,
}: Localized<
  typeof homeContent & Pick<typeof testimonialsContent, 'testimonials'> & Pick<typeof ctaContent, 'trialClassCta'>
>) {
  const { components } = useEdition();
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        actions={
          <>
            <ButtonLink to={homeHero.primary.to} size="lg">
              {homeHero.primary.label}
            </ButtonLink>
            <ButtonLink to={homeHero.secondary.to} size="lg" variant="ghost">
              {homeHero.secondary.label}
            </ButtonLink>
          </>
        }
        picture={homeHero.picture}
        pictureClassName={styles.heroImage}
      >
        <div className={styles.proof}>
          <AvatarStack avatars={socialProof.avatars} />
          <div className={styles.proofText}>
            <Stars rating={socialProof.rating} />
            <p>{socialProof.text}</p>
          </div>
        </div>
      </PageHero>

      <div className={styles.stats}>
        <StatsStrip stats={homeStats} label={components.homeStatsLabel} />
      </div>

      <Section title={offersSection.title} intro={offersSection.intro} centered>
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.title}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={whyChoose.title} intro={whyChoose.intro} tone="sea" centered>
        <FeatureGrid items={whyChoose.features} variant="plain" />
      </Section>

      <Section title={approach.title} eyebrow={approach.eyebrow} centered>
        <FeatureGrid items={approach.cards} />
      </Section>

      <Section
        title={testimonialsSection.title}
        eyebrow={testimonialsSection.eyebrow}
        intro={testimonialsSection.intro}
        tone="sand"
        centered
      >
        <ul className={styles.reviews}>
          {testimonials.map((review) => (
            <li key={review.name}>
              <Testimonial review={review} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title={trialClassCta.title}
        text={trialClassCta.text}
        action={trialClassCta.action}
        note={trialClassCta.note}
      />
    </>
  );
}
