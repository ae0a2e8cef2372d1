import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { LanguageMark } from '../../components/LanguageMark/LanguageMark.tsx';
import { LevelCards } from '../../components/LevelCards/LevelCards.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProgramGrid } from '../../components/ProgramGrid/ProgramGrid.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';

/** The Japanese lessons page: its own programs and prices, three levels, six features, the closing band. */
export function JapaneseLessons({ content }: { content: PageContent<'japanese-lessons'> }) {
  const { hero, programs, levels, included, cta } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={hero.primary.to} size="lg">
              {hero.primary.label}
            </ButtonLink>
            {hero.secondary && (
              <ButtonLink to={hero.secondary.to} size="lg" variant="secondary">
                {hero.secondary.label}
              </ButtonLink>
            )}
          </>
        }
        media={<LanguageMark mark={hero.mark} caption={hero.markCaption} />}
      />

      <Section title={programs.title} intro={programs.intro}>
        <ProgramGrid programs={programs.cards} action={programs.action} />
      </Section>

      <Section title={levels.title} intro={levels.intro} tone="sea">
        <LevelCards levels={levels.cards} />
      </Section>

      <Section title={included.title} intro={included.intro}>
        <FeatureGrid items={included.cards} />
      </Section>

      <CtaBanner title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
