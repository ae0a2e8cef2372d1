import { AvatarStack } from '../../components/AvatarStack/AvatarStack.tsx';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CheckList } from '../../components/CheckList/CheckList.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { OfferCard } from '../../components/OfferCard/OfferCard.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Picture } from '../../components/Picture/Picture.tsx';
import { Section } from '../../components/Section/Section.tsx';
import { Stars } from '../../components/Stars/Stars.tsx';
import { StatsStrip } from '../../components/StatsStrip/StatsStrip.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { useEdition } from '../../editions/edition.ts';
import { Reviews } from './parts/Reviews.tsx';
import * as styles from './Home.module.scss';

/** The reviews' band, which the line under the hero's stars links to. */
const REVIEWS_ID = 'reviews';

/** The home page: hero with social proof, stats, the two offers, the teacher, why choose, three info cards, reviews, trial band. */
export function Home({ content }: { content: PageContent<'home'> }) {
  const {
    hero: homeHero,
    proof: socialProof,
    stats: homeStats,
    offers,
    teacher,
    whyChoose,
    approach,
    reviews,
    cta,
  } = content;
  const { components, locale } = useEdition();
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
            <ButtonLink to={homeHero.secondary.to} size="lg" variant="secondary">
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
            <Stars rating={socialProof.rating} label={components.stars} />
            <p>{socialProof.text}</p>
            <a className={styles.proofLink} href={`#${REVIEWS_ID}`}>
              {socialProof.reviewsLink}
            </a>
          </div>
        </div>
      </PageHero>

      <div className={styles.stats}>
        <StatsStrip
          stats={homeStats}
          label={components.homeStatsLabel}
          sourceLink={
            reviews.profileUrl ? { href: reviews.profileUrl, newTabNote: components.opensInNewTab } : undefined
          }
        />
      </div>

      <Section title={offers.title} intro={offers.intro}>
        <ul className={styles.offers}>
          {offers.cards.map((offer) => (
            <li key={offer.title}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={teacher.title}>
        <div className={styles.teacher}>
          <Picture {...teacher.picture} loading="lazy" className={styles.teacherPicture} />
          <div className={styles.teacherText}>
            <p>{teacher.text}</p>
            <CheckList items={teacher.points} />
            <ButtonLink to={teacher.action.to} variant="secondary">
              {teacher.action.label}
              <Icon name="arrowRight" width={18} height={18} />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section title={whyChoose.title} intro={whyChoose.intro} tone="sea">
        <FeatureGrid items={whyChoose.features} variant="plain" />
      </Section>

      <Section title={approach.title}>
        <FeatureGrid items={approach.cards} />
      </Section>

      <Section id={REVIEWS_ID} title={reviews.title} intro={reviews.intro} tone="sand">
        <Reviews items={reviews.items} texts={components} locale={locale} profileUrl={reviews.profileUrl} />
        {reviews.profileUrl && (
          <p className={styles.allReviews}>
            <ExternalLink href={reviews.profileUrl} newTabNote={components.opensInNewTab}>
              {reviews.allReviews}
              <Icon name="arrowRight" />
            </ExternalLink>
          </p>
        )}
      </Section>

      <CtaBanner {...cta} />
    </>
  );
}
