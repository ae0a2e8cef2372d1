import type { PageContent } from '../../content-schema/units.ts';
import { useEdition } from '../../editions/edition.ts';
import { Stars } from '../Stars/Stars.tsx';
import styles from './StoryCard.module.scss';

/** "Sarah M." → "SM": the monogram drawn as the student's avatar. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A student's success story, shown as a card, as the gallery's content schema gives it. */
export type SuccessStory = PageContent<'gallery'>['stories']['items'][number];

interface StoryCardProps {
  story: SuccessStory;
  /** Picks one of the avatar fills, so neighbouring cards differ. */
  tone?: number;
}

/** A student's success story in the site's one review card: rating, the story, then avatar, name and achievement. */
export function StoryCard({ story, tone = 0 }: StoryCardProps) {
  const { components } = useEdition();
  return (
    <article className={styles.card}>
      <Stars rating={story.rating} label={components.stars} />
      <p className={styles.story}>{story.story}</p>
      <div className={styles.author}>
        <span className={styles.avatar} data-tone={tone % 3} aria-hidden="true">
          {initials(story.name)}
        </span>
        <div className={styles.who}>
          <h3 className={styles.name}>{story.name}</h3>
          <p className={styles.badge}>{story.achievement}</p>
        </div>
      </div>
    </article>
  );
}
