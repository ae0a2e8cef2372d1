import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { LanguageMark } from '../../components/LanguageMark/LanguageMark.tsx';
import { LevelCards } from '../../components/LevelCards/LevelCards.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProgramGrid } from '../../components/ProgramGrid/ProgramGrid.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type * as japaneseLessonsContent from '../../content/japanese-lessons.ts';
import type { Localized } from '../../content/localized.ts';

/** The Japanese lessons page: its own programs and prices, three levels, six features, the closing band. */
export function JapaneseLessons({
  japaneseCta,
  japaneseHero,
  japaneseLevelsSection,
  japanesePrograms,
  japaneseProgramsSection,
  whatYouGet,
}: Localized<typeof japaneseLessonsContent>) {
  return (
    <>
      <PageHero
        eyebrow={japaneseHero.eyebrow}
        title={japaneseHero.title}
        lead={japaneseHero.lead}
        actions={
          <>
            <ButtonLink to={japaneseHero.primary.to} size="lg">
              {japaneseHero.primary.label}
            </ButtonLink>
            <ButtonLink to={japaneseHero.secondary.to} size="lg" variant="ghost">
              {japaneseHero.secondary.label}
            </ButtonLink>
          </>
        }
        media={<LanguageMark mark={japaneseHero.mark} caption={japaneseHero.markCaption} />}
      />

      <Section title={japaneseProgramsSection.title} intro={japaneseProgramsSection.intro} centered>
        <ProgramGrid programs={japanesePrograms} action={japaneseProgramsSection.action} />
      </Section>

      <Section title={japaneseLevelsSection.title} intro={japaneseLevelsSection.intro} tone="sea" centered>
        <LevelCards levels={japaneseLevelsSection.levels} />
      </Section>

      <Section title={whatYouGet.title} intro={whatYouGet.intro} centered>
        <FeatureGrid items={whatYouGet.features} />
      </Section>

      <CtaBanner title={japaneseCta.title} text={japaneseCta.text} action={japaneseCta.action} />
    </>
  );
}
