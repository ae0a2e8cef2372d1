import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CheckList } from '../../components/CheckList/CheckList.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { LevelCards } from '../../components/LevelCards/LevelCards.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { ProgramGrid } from '../../components/ProgramGrid/ProgramGrid.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './Programs.module.scss';

/** The programs overview: three programs with prices, three levels, the eight things every program includes. */
export function Programs({ content }: { content: PageContent<'programs'> }) {
  const { hero: programsHero, programs, levels: levelsSection, included: includedSection, cta } = content;
  return (
    <>
      <PageHero
        scene="programs"
        eyebrow={programsHero.eyebrow}
        title={programsHero.title}
        lead={programsHero.lead}
        // The first link (this page's own lessons, in more detail) is the hero's primary button, as
        // on every other hero; two outline buttons left the hero without one (design reviews, round 9).
        actions={programsHero.links.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'} size="lg">
            {link.label}
            <Icon name="arrowRight" width={18} height={18} />
          </ButtonLink>
        ))}
      />

      <Section title={programs.title} intro={programs.intro}>
        <ProgramGrid programs={programs.cards} action={programs.action} pricePeriods />
      </Section>

      <Section title={levelsSection.title} intro={levelsSection.intro} tone="sea">
        <LevelCards levels={levelsSection.cards} />
      </Section>

      <Section title={includedSection.title}>
        <div className={styles.included}>
          <CheckList items={includedSection.items} columns="fit" />
        </div>
      </Section>

      <CtaBanner title={cta.title} text={cta.text} action={cta.action} note={cta.note} />
    </>
  );
}
