import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PolicyLayout } from '../../components/PolicyLayout/PolicyLayout.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { spaceAfter } from '../../lib/typography.ts';
import * as styles from './Privacy.module.scss';

/** The privacy policy, terms & conditions and cancellation policy as three cards. */
export function Privacy({ content }: { content: PageContent<'policies'> }) {
  const { privacy, contentsLabel, updatedLabel, updated, policies } = content;
  return (
    <>
      <PageHero scene="privacy" eyebrow={privacy.eyebrow} title={privacy.title} lead={privacy.lead}>
        <p className={styles.updated}>
          {`${updatedLabel}${spaceAfter(updatedLabel)}`}
          <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageHero>
      <PolicyLayout policies={policies} contentsLabel={contentsLabel} />
    </>
  );
}
