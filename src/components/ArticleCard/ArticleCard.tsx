import type { ReactNode } from 'react';
import type { PageContent } from '../../content-schema/units.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './ArticleCard.module.scss';

/** An article teaser, as the blog's content schema gives it: the featured article or one of the others. */
export type BlogArticle = PageContent<'blog'>['featured'] | PageContent<'blog'>['latest']['articles'][number];

interface ArticleCardProps {
  article: BlogArticle;
  /** The large, featured layout. */
  featured?: boolean;
  /** A label beside the category, e.g. "Featured". */
  badge?: string;
  /** Buttons under the excerpt, e.g. "Read Full Article". */
  actions?: ReactNode;
  /** An illustration beside the text (featured layout, wide screens). */
  media?: ReactNode;
}

/**
 * An article teaser. There are no article pages yet, so the card is not a link: it only
 * responds to hover like one: the cards look clickable but lead nowhere, by design.
 */
export function ArticleCard({ article, featured = false, badge, actions, media }: ArticleCardProps) {
  const Title = featured ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-featured={featured}>
      {media && <div className={styles.media}>{media}</div>}
      <p className={styles.labels}>
        {badge && <span className={styles.badge}>{badge}</span>}
        <span className={styles.category}>{article.category}</span>
      </p>
      <Title className={styles.title}>{article.title}</Title>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="clock" className={styles.icon} />
          {article.readingTime.text}
        </span>
        <span className={styles.metaItem}>
          <Icon name="calendar" className={styles.icon} />
          <time dateTime={article.date.iso}>{article.date.text}</time>
        </span>
      </p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
