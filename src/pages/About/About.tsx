import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { CheckList } from '../../components/CheckList/CheckList.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink.tsx';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { RichParagraphs } from '../../components/RichText/RichParagraphs.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { useEdition } from '../../editions/edition.ts';
import * as styles from './About.module.scss';

/** The about page: "Meet Your Japanese Teacher", her credentials, story, certification, three values, the trial band. */
export function About({ content }: { content: PageContent<'about'> }) {
  const { hero, portrait, credentials, story, certification, values, cta } = content;
  const { components } = useEdition();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <ButtonLink to="/contact" size="lg">
            {cta.action}
          </ButtonLink>
        }
        picture={portrait}
        pictureClassName={styles.portrait}
        moreAcross
      >
        <ul className={styles.credentials} aria-label={credentials.label}>
          {credentials.items.map((credential) => (
            <li key={credential.title} className={styles.credential}>
              <span className={styles.credentialIcon}>
                <Icon name={credential.icon} />
              </span>
              <span>
                <strong className={styles.credentialTitle}>{credential.title}</strong>
                <span className={styles.detail}>{credential.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </PageHero>

      <Section title={story.title}>
        <div className={styles.story}>
          <div className={styles.paragraphs}>
            <RichParagraphs text={story.text} />
          </div>
          <ul className={styles.facts}>
            {story.facts.map((fact) => (
              <li key={fact.text}>
                <Icon name={fact.icon} className={styles.factIcon} />
                {fact.text}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={certification.title} tone="sea">
        <div className={styles.certificate}>
          <span className={styles.seal}>
            <Icon name="award" />
          </span>
          <div className={styles.certificateBody}>
            <p>{certification.intro}</p>
            <div className={styles.criteria}>
              <CheckList items={certification.criteria} />
            </div>
            <p>
              <ExternalLink
                href={certification.source.href}
                className={styles.source}
                newTabNote={components.opensInNewTab}
              >
                <Icon name="book" width={20} height={20} />
                {certification.source.label}
              </ExternalLink>
            </p>
            <p className={styles.note}>{certification.note}</p>
          </div>
        </div>
      </Section>

      <Section title={values.title}>
        <FeatureGrid items={values.features} />
      </Section>

      <CtaBanner title={cta.title} text={cta.text} action={cta.action} note={cta.note} />
    </>
  );
}
