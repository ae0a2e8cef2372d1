import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CheckList } from '../../components/CheckList/CheckList.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { LevelCards } from '../../components/LevelCards/LevelCards.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProgramGrid } from '../../components/ProgramGrid/ProgramGrid.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type * as ctaContent from '../../content/cta.ts';
import type * as programsContent from '../../content/programs.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Programs.module.scss';

/** The programs overview: three programs with prices, three levels, the eight things every program includes. */
export function Programs({
  includedSection,
  levelsSection,
  programs,
  programsHero,
  programsSection,
  trialClassCta,
}: Localized<typeof programsContent & Pick<typeof ctaContent, 'trialClassCta'>>) {
  return (
    <>
      <PageHero
        eyebrow={programsHero.eyebrow}
        title={programsHero.title}
        lead={programsHero.lead}
        actions={programsHero.links.map((link) => (
          <ButtonLink key={link.to} to={link.to} variant="ghost">
            {link.label}
            <Icon name="arrowRight" width={18} height={18} />
          </ButtonLink>
        ))}
      />

      <Section title={programsSection.title} intro={programsSection.intro} centered>
        <ProgramGrid programs={programs} action={programsSection.action} />
      </Section>

      <Section
        title={levelsSection.title}
        eyebrow={levelsSection.eyebrow}
        intro={levelsSection.intro}
        tone="sea"
        centered
      >
        <LevelCards levels={levelsSection.levels} />
      </Section>

      <Section title={includedSection.title} centered>
        <div className={styles.included}>
          <CheckList items={includedSection.items} columns={2} />
        </div>
      </Section>

      <CtaBanner
        title={trialClassCta.title}
        text={trialClassCta.text}
        action={trialClassCta.action}
        note={trialClassCta.note}
      />
    </>
  );
}
