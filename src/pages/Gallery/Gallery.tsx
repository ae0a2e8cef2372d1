import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ReviewCard } from '../../components/ReviewCard/ReviewCard.tsx';
import { Section } from '../../components/Section/Section.tsx';
import { StatsStrip } from '../../components/StatsStrip/StatsStrip.tsx';
import { Timeline } from '../../components/Timeline/Timeline.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { useEdition } from '../../editions/edition.ts';
import * as styles from './Gallery.module.scss';
import { StoryRow } from './parts/StoryRow.tsx';

/** The gallery: figures, students' success stories, the learning journey, quotes, the closing band. */
export function Gallery({ content }: { content: PageContent<'gallery'> }) {
  const { hero, picture, stories, journey, quotes, cta } = content;
  const { components } = useEdition();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        picture={picture}
        pictureClassName={styles.heroImage}
      >
        <div className={styles.stats}>
          <StatsStrip stats={content.stats.items} label={content.stats.label} />
        </div>
      </PageHero>
      <Section title={stories.title} intro={stories.intro}>
        <StoryRow label={stories.title} count={stories.items.length}>
          <ul className={styles.grid}>
            {stories.items.map((story, index) => (
              <li key={story.name}>
                <ReviewCard
                  stars={{ rating: story.rating, label: components.stars }}
                  quote={story.story}
                  name={story.name}
                  tone={index}
                  about={story.lesson ? [story.lesson] : []}
                  achievement={story.achievement}
                  story
                />
              </li>
            ))}
          </ul>
        </StoryRow>
      </Section>
      <Section title={journey.title} intro={journey.intro} tone="sea">
        <Timeline steps={journey.phases} />
      </Section>
      <Section title={quotes.title}>
        <ul className={styles.quotes}>
          {quotes.items.map((quote, index) => (
            <li key={quote.author}>
              <ReviewCard quote={quote.quote} name={quote.author} tone={index} about={[quote.title]} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
