import { Accordion } from '../../components/Accordion/Accordion.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import * as styles from './Faq.module.scss';

/** /faq: the questions in an accordion (one open at a time), then a "Contact Us" link to /contact. */
export function Faq({ content }: { content: PageContent<'faq'> }) {
  return (
    <>
      <PageHero scene="faq" eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <div className={styles.body}>
        <Accordion items={content.items} headingLevel={2} />
      </div>
      <CtaBanner title={content.closingTitle} text={content.closingText} action={content.contactAction} to="/contact" />
    </>
  );
}
