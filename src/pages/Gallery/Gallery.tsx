import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { QuoteCard } from '../../components/QuoteCard/QuoteCard.tsx';
import { Section } from '../../components/Section/Section.tsx';
import { StatsStrip, type StatItem } from '../../components/StatsStrip/StatsStrip.tsx';
import { StoryCard } from '../../components/StoryCard/StoryCard.tsx';
import { Timeline } from '../../components/Timeline/Timeline.tsx';
import type * as galleryContent from '../../content/gallery.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Gallery.module.scss';

export function Gallery({
  galleryPage,
  galleryStats,
  journeyPhases,
  studentQuotes,
  successStories,
}: Localized<typeof galleryContent>) {
  const { stories, journey, quotes, cta } = galleryPage;
  // The gallery's records name the figure "stat"; the shared strip calls it "value".
  const stats: readonly StatItem[] = galleryStats.map(({ stat, label, icon }) => ({ value: stat, label, icon }));
  return (
    <>
      <PageHero
        eyebrow={galleryPage.eyebrow}
        title={galleryPage.title}
        lead={galleryPage.lead}
        picture={galleryPage.picture}
        pictureClassName={styles.heroImage}
      >
        <div className={styles.stats}>
          <StatsStrip stats={stats} label={galleryPage.statsLabel} />
        </div>
      </PageHero>
      <Section eyebrow={stories.eyebrow} title={stories.title} intro={stories.intro} centered>
        <ul className={styles.grid}>
          {successStories.map((story, index) => (
            <li key={story.name}>
              <StoryCard story={story} tone={index} />
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow={journey.eyebrow} title={journey.title} intro={journey.intro} tone="sea" centered>
        <Timeline phases={journeyPhases} />
      </Section>
      <Section eyebrow={quotes.eyebrow} title={quotes.title} centered>
        <ul className={styles.quotes}>
          {studentQuotes.map((quote) => (
            <li key={quote.author}>
              <QuoteCard quote={quote} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
