import { useId } from 'react';
import { ContactForm } from '../../components/ContactForm/ContactForm.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { Section } from '../../components/Section/Section.tsx';
import type { PageContent } from '../../content-schema/units.ts';
import { Accordion } from '../../components/Accordion/Accordion.tsx';
import { useEdition } from '../../editions/edition.ts';
import { Toaster } from '../../toast/Toaster.tsx';
import { ContactInfo } from './parts/ContactInfo.tsx';
import { MaltaMap } from './parts/MaltaMap.tsx';
import * as styles from './Contact.module.scss';

type ContactContent = PageContent<'contact'>;

/**
 * /contact: the trial-booking form, the contact details, a mini FAQ and the map placeholder,
 * and the toaster that draws the form's notifications (the only toasts of the site).
 */
export function Contact({ content }: { content: ContactContent }) {
  const { shell } = useEdition();
  const formTitleId = useId();
  const faqTitleId = useId();
  const { hero, form, faq, map } = content;
  return (
    <>
      <PageHero scene="contact" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className={styles.columns}>
        <div className={styles.formCard}>
          <h2 id={formTitleId} className={styles.title}>
            {form.title}
          </h2>
          <p className={styles.intro}>{form.intro}</p>
          <ContactForm texts={form} titleId={formTitleId} />
        </div>
        <div className={styles.aside}>
          <ContactInfo info={content.info} />
          <section aria-labelledby={faqTitleId} className={styles.faq}>
            <h2 id={faqTitleId} className={styles.title}>
              {faq.title}
            </h2>
            <Accordion items={faq.items} headingLevel={3} />
            <NavLink to="/faq" className={styles.more}>
              {faq.moreLink}
              <Icon name="arrowRight" />
            </NavLink>
          </section>
        </div>
      </div>
      <Section title={map.title} intro={map.intro} tone="sea" layout="beside">
        <MaltaMap map={map} />
      </Section>
      <Toaster closeLabel={shell.closeNotification} />
    </>
  );
}
