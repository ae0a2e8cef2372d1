import type { ReactNode } from 'react';
import type { ArticleSummary } from '../../content-schema/articles.ts';
import type { PageContent } from '../../content-schema/units.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ArticleCard.module.scss';

/**
 * An article teaser: the sample's (the blog's content schema: the featured article or one of the
 * others) or a real article's (src/content/articles/), which has a page of its own.
 */
export type BlogArticle =
  PageContent<'blog'>['featured'] | PageContent<'blog'>['latest']['articles'][number] | ArticleSummary;

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
  /** The article's page, when it has one: the title links to it (the whole card answers the pointer). */
  href?: string;
}

/**
 * An article teaser. The sample's articles have no pages, so their cards are not links: they
 * only respond to hover like one, by design. A real article's title links to its page, and the
 * link covers the card.
 */
export function ArticleCard({ article, featured = false, badge, actions, media, href }: ArticleCardProps) {
  const Title = featured ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-featured={featured}>
      {media && <div className={styles.media}>{media}</div>}
      <header className={styles.heading}>
        <p className={styles.labels}>
          {badge && <span className={styles.badge}>{badge}</span>}
          <span className={styles.category}>{article.category}</span>
        </p>
        <Title className={styles.title}>
          {href ? (
            <a href={href} className={styles.link}>
              {article.title}
            </a>
          ) : (
            article.title
          )}
        </Title>
      </header>
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
