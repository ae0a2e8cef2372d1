import { PageHero } from '../../components/PageHero/PageHero.tsx';
import type { ArticleSummary } from '../../content-schema/articles.ts';
import type { PageContent } from '../../content-schema/units.ts';
import { pageHref } from '../../lib/page-href.ts';

interface ArchiveProps {
  /** Every article of the language, newest first, in the words its cards show. */
  articles: readonly ArticleSummary[];
  /** The blog's words in that language. */
  blog: PageContent<'blog'>;
}

/**
 * The list of every article of a language, newest first (/blog/archive/): written, like an
 * article's page, by the prerender alone and sent with no script, once there are more articles
 * than the blog shows. Each leads to its page, with its day, category and summary.
 */
export function Archive({ articles, blog }: ArchiveProps) {
  return (
    <>
      <PageHero scene="blog" eyebrow={blog.hero.eyebrow} title={blog.archive.title} lead={blog.archive.lead} />
      <ol className="article-archive">
        {articles.map((article) => (
          <li key={article.slug} className="article-archive-item">
            <h2 className="article-archive-title">
              <a href={pageHref(article.path)}>{article.title}</a>
            </h2>
            <p className="article-meta">
              <time dateTime={article.date.iso}>{article.date.text}</time>
              <span>{article.category}</span>
              <span>{article.readingTime.text}</span>
            </p>
            <p className="article-archive-excerpt">{article.excerpt}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
