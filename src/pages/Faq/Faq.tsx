import { Accordion } from '../../components/Accordion/Accordion.tsx';
import { CtaBanner } from '../../components/CtaBanner/CtaBanner.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { faqPage } from '../../content/faq.ts';
import styles from './Faq.module.scss';

/** /faq: six questions in an accordion, then the way to ask your own (spec §2). */
export function Faq() {
  return (
    <>
      <PageHero title={faqPage.title} lead={faqPage.lead} />
      <div className={styles.body}>
        <Accordion items={faqPage.items} headingLevel={2} />
      </div>
      <CtaBanner
        title={faqPage.closingTitle}
        text={faqPage.closingText}
        action={faqPage.contactAction}
        to="/contact"
      />
    </>
  );
}
