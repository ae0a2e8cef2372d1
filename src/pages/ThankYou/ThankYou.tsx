import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Section } from '../../components/Section/Section.tsx';
import { Timeline } from '../../components/Timeline/Timeline.tsx';
import { sentenceEndAfter, spaceAfter } from '../../lib/typography.ts';
import { site } from '../../site.ts';
import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './ThankYou.module.scss';

/**
 * /thank-you: the page a form service (or Netlify) shows after the contact form was sent
 * without JavaScript. Not in the navigation, the sitemap or search results.
 */
export function ThankYou({ content }: { content: PageContent<'thank-you'> }) {
  const { hero, actions, next, noReply } = content;
  return (
    <>
      <PageHero
        scene="thank-you"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to="/" size="lg">
              {actions.home}
            </ButtonLink>
            <ButtonLink to={actions.programs.to} variant="secondary" size="lg">
              {actions.programs.label}
            </ButtonLink>
          </>
        }
      />
      <Section title={next.title} tone="sea">
        <Timeline steps={next.steps} />
        <p className={styles.noReply}>
          {`${noReply}${spaceAfter(noReply)}`}
          <a href={`mailto:${site.email}`}>{site.email}</a>
          {sentenceEndAfter(noReply)}
        </p>
      </Section>
    </>
  );
}
