import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { LanguageMark } from '../../components/LanguageMark/LanguageMark.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProgramGrid } from '../../components/ProgramGrid/ProgramGrid.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './EnglishLessons.module.scss';

/** The English lessons page for Japanese speakers: bilingual throughout (English with Japanese). */
export function EnglishLessons({ content }: { content: PageContent<'english-lessons'> }) {
  const { hero: englishHero, benefits, programs, support: japaneseSupport, cta: englishCta } = content;
  return (
    <>
      <PageHero
        eyebrow={englishHero.eyebrow}
        title={
          <>
            {englishHero.title}
            <span className={styles.titleJa} lang="ja">
              {englishHero.titleInJapanese}
            </span>
          </>
        }
        lead={englishHero.lead}
        actions={
          <ButtonLink to={englishHero.primary.to} size="lg">
            {englishHero.primary.label}
          </ButtonLink>
        }
        media={<LanguageMark mark={englishHero.mark} caption={englishHero.markCaption} />}
      />

      <Section title={benefits.title}>
        <FeatureGrid items={benefits.cards} />
      </Section>

      <Section title={programs.title} intro={programs.intro} tone="sea">
        <ProgramGrid programs={programs.cards} action={programs.action} />
      </Section>

      <Section title={japaneseSupport.title}>
        <div className={styles.support}>
          <div className={styles.supportText}>
            <p className={styles.supportLead} lang={japaneseSupport.lead.lang}>
              {japaneseSupport.lead.text}
            </p>
            <p>{japaneseSupport.text}</p>
          </div>
          <ButtonLink to={japaneseSupport.action.to} variant="secondary" size="lg">
            {japaneseSupport.action.label}
          </ButtonLink>
        </div>
      </Section>

      <CtaBanner title={englishCta.title} text={englishCta.text} action={englishCta.action} />
    </>
  );
}
