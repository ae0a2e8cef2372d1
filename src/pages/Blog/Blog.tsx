import { ArticleCard } from '../../components/ArticleCard/ArticleCard.tsx';
import { buttonClass } from '../../components/ButtonLink/ButtonLink.tsx';
import { CategoryPills } from '../../components/CategoryPills/CategoryPills.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { Newsletter } from '../../components/Newsletter/Newsletter.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Picture } from '../../components/Picture/Picture.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { ArticleSummary } from '../../content-schema/articles.ts';
import { useLocale } from '../../editions/edition.ts';
import { ARCHIVE_SLUG, blogSelection } from '../../lib/blog-list.ts';
import type { PageContent } from '../../content-schema/units.ts';
import { fill } from '../../lib/fill.ts';
import { pageHref } from '../../lib/page-href.ts';
import { localizePath } from '../../routes.ts';
import * as styles from './Blog.module.scss';

/**
 * The blog's content, with its articles when src/content/articles/ has some in this language:
 * those it shows (the browser gets no others) and how many there are in all.
 */
type BlogContent = PageContent<'blog'> & { articles?: readonly ArticleSummary[]; articleCount?: number };

/** An article's page as a link's address: a real page, loaded in full (the app does not render articles). */
const articleHref = (article: ArticleSummary) => pageHref(article.path);

/**
 * The blog: category pills, the featured article, the other articles, the newsletter box, the
 * closing band. With articles (src/content/articles/), it lists them, newest first, the one
 * marked `featured` (else the newest) large at the top, each leading to its page, up to nine
 * under it; when there are more, a link leads to the archive of them all. Without articles, it
 * shows the sample's teasers, which lead nowhere.
 */
export function Blog({ content }: { content: BlogContent }) {
  const { hero, featured, latest, newsletter, cta, articles, articleCount = 0 } = content;
  // The blog does not filter yet: the first pill, every topic, is always the one selected.
  const categories = content.categories.map((category) => category.label);
  const locale = useLocale();
  const { lead, others } = articles ? blogSelection(articles) : {};
  const archived = others && lead && articleCount > others.length + 1;
  const readMore = (
    <>
      {featured.action}
      <Icon name="arrowRight" width={18} height={18} />
    </>
  );
  return (
    <>
      <PageHero scene="blog" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <CategoryPills categories={categories} selected={categories[0]!} label={content.categoriesLabel} />
      </PageHero>
      <div className={styles.featured}>
        {lead ? (
          <ArticleCard
            article={lead}
            featured
            badge={featured.badge}
            href={articleHref(lead)}
            // Shown beside the text on wide screens only: lazy, so that a phone, which hides it, never fetches it.
            media={lead.cover && <Picture {...lead.cover} className={styles.habitImage} loading="lazy" />}
            actions={
              <a href={articleHref(lead)} className={buttonClass} data-variant="primary">
                {readMore}
              </a>
            }
          />
        ) : (
          // The sample has no article pages: "Read Full Article" is deliberately inert, like the cards.
          <ArticleCard
            article={featured}
            featured
            badge={featured.badge}
            media={<Picture {...featured.picture} className={styles.habitImage} />}
            actions={
              <button type="button" className={buttonClass} data-variant="primary">
                {readMore}
              </button>
            }
          />
        )}
      </div>
      {others?.length !== 0 && (
        <Section title={latest.title}>
          <ul className={styles.grid}>
            {others
              ? others.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} href={articleHref(article)} />
                  </li>
                ))
              : latest.articles.map((article) => (
                  <li key={article.title}>
                    <ArticleCard article={article} />
                  </li>
                ))}
          </ul>
          {archived && (
            <p className={styles.archive}>
              <a
                href={pageHref(localizePath(`/blog/${ARCHIVE_SLUG}`, locale))}
                className={buttonClass}
                data-variant="secondary"
              >
                {fill(content.archive.link, { count: articleCount })}
                <Icon name="arrowRight" width={18} height={18} />
              </a>
            </p>
          )}
        </Section>
      )}
      <div className={styles.newsletter}>
        <Newsletter copy={newsletter} />
      </div>
      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
