import { ArticleCard } from '../../components/ArticleCard/ArticleCard.tsx';
import { buttonClass } from '../../components/ButtonLink/ButtonLink.tsx';
import { CategoryPills } from '../../components/CategoryPills/CategoryPills.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { Newsletter } from '../../components/Newsletter/Newsletter.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Picture } from '../../components/Picture/Picture.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type * as blogContent from '../../content/blog.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Blog.module.scss';

export function Blog({
  blogArticles,
  blogCategories,
  blogPage,
  featuredArticle,
  selectedCategory,
}: Localized<typeof blogContent>) {
  const { featured, latest, cta } = blogPage;
  return (
    <>
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead}>
        <CategoryPills categories={blogCategories} selected={selectedCategory} label={blogPage.categoriesLabel} />
      </PageHero>
      <div className={styles.featured}>
        {/* No article pages exist yet: "Read Full Article" is deliberately inert, like the cards. */}
        <ArticleCard
          article={featuredArticle}
          featured
          badge={featured.badge}
          media={featuredArticle.picture && <Picture {...featuredArticle.picture} className={styles.habitImage} />}
          actions={
            <button type="button" className={buttonClass} data-variant="primary">
              {featured.action}
              <Icon name="arrowRight" width={18} height={18} />
            </button>
          }
        />
      </div>
      <Section eyebrow={latest.eyebrow} title={latest.title}>
        <ul className={styles.grid}>
          {blogArticles.map((article) => (
            <li key={article.title}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.newsletter}>
        <Newsletter copy={blogPage.newsletter} />
      </div>
      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
