import { ArticleCard } from '../../components/ArticleCard/ArticleCard.tsx';
import { buttonClass } from '../../components/ButtonLink/ButtonLink.tsx';
import { CategoryPills } from '../../components/CategoryPills/CategoryPills.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { Newsletter } from '../../components/Newsletter/Newsletter.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Picture } from '../../components/Picture/Picture.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import styles from './Blog.module.scss';

/** The blog: category pills, the featured article, the other articles, the newsletter box, the closing band. */
export function Blog({ content }: { content: PageContent<'blog'> }) {
  const { hero, featured, latest, newsletter, cta } = content;
  // The blog does not filter yet: the first pill, every topic, is always the one selected.
  const categories = content.categories.map((category) => category.label);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <CategoryPills categories={categories} selected={categories[0]!} label={content.categoriesLabel} />
      </PageHero>
      <div className={styles.featured}>
        {/* No article pages exist yet: "Read Full Article" is deliberately inert, like the cards. */}
        <ArticleCard
          article={featured}
          featured
          badge={featured.badge}
          media={<Picture {...featured.picture} className={styles.habitImage} />}
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
          {latest.articles.map((article) => (
            <li key={article.title}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.newsletter}>
        <Newsletter copy={newsletter} />
      </div>
      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
