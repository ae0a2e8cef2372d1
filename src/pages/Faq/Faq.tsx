import { Accordion } from '../../components/Accordion/Accordion.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import type * as faqContent from '../../content/faq.ts';
import type { Localized } from '../../content/localized.ts';
import styles from './Faq.module.scss';

/** /faq: six questions in an accordion (one open at a time), then a "Contact Us" link to /contact. */
export function Faq({ faqPage }: Localized<typeof faqContent>) {
  return (
    <>
      <PageHero title={faqPage.title} lead={faqPage.lead} />
      <div className={styles.body}>
        <Accordion items={faqPage.items} headingLevel={2} />
      </div>
      <CtaBanner title={faqPage.closingTitle} text={faqPage.closingText} action={faqPage.contactAction} to="/contact" />
    </>
  );
}
