import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import type { Article as ArticleData, ArticleSummary } from '../../content-schema/articles.ts';
import type { PageContent } from '../../content-schema/units.ts';
import { pageHref } from '../../lib/page-href.ts';
import { localizePath } from '../../routes.ts';

interface ArticleProps {
  article: ArticleData;
  /** The blog's words in the article's language (the article page's labels, the closing band). */
  blog: PageContent<'blog'>;
  /** The articles published just after and just before it, in its language. */
  newer?: ArticleSummary;
  older?: ArticleSummary;
}

/**
 * An article's page: its category, title and summary, the day and the reading time, a link to
 * its translation, its cover, its text (HTML the build made from its Markdown), the articles
 * around it and the closing band. Rendered by the prerender only: an article's page is a
 * document with no script (see docs/architecture.md, "Articles"), so its text is never sent twice.
 */
export function Article({ article, blog, newer, older }: ArticleProps) {
  const words = blog.article;
  const other = article.locale === 'ja' ? 'en' : 'ja';
  return (
    <>
      <PageHero
        eyebrow={article.category}
        title={article.title}
        lead={article.excerpt}
        picture={article.cover}
        pictureClassName="article-cover"
        // Without a cover of its own, the blog's drawing.
        scene="blog"
      >
        <p className="article-meta">
          <span className="article-meta-item">
            <Icon name="calendar" className="article-icon" />
            <time dateTime={article.date.iso}>{article.date.text}</time>
          </span>
          <span className="article-meta-item">
            <Icon name="clock" className="article-icon" />
            {article.readingTime.text}
          </span>
          {article.updated && (
            <span className="article-meta-item">
              {words.updatedLabel}
              <time dateTime={article.updated.iso}>{article.updated.text}</time>
            </span>
          )}
        </p>
        {article.translation && (
          <p>
            <a href={pageHref(article.translation)} lang={other} hrefLang={other}>
              {words.otherLanguage}
            </a>
          </p>
        )}
      </PageHero>
      {/* The build made this HTML from the article's Markdown, which may hold no HTML of its own. */}
      <div className="article-text" dangerouslySetInnerHTML={{ __html: article.html }} />
      <nav className="article-more" aria-label={words.moreLabel}>
        <ul className="article-more-list">
          {[
            { neighbour: newer, label: words.newer },
            { neighbour: older, label: words.older },
          ].map(
            ({ neighbour, label }) =>
              neighbour && (
                <li key={label}>
                  <a href={pageHref(neighbour.path)} className="article-neighbour">
                    <span className="article-neighbour-label">{label}</span>
                    {neighbour.title}
                  </a>
                </li>
              ),
          )}
          <li>
            <a href={pageHref(localizePath('/blog', article.locale))} className="article-back">
              <Icon name="arrowRight" className="article-back-icon" />
              {words.back}
            </a>
          </li>
        </ul>
      </nav>
      <CtaBanner title={blog.cta.title} text={blog.cta.text} action={blog.cta.action} />
    </>
  );
}
