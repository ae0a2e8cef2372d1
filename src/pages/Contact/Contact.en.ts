// The Contact page in English: its component with the English edition's content.
import { contactPage } from '../../content/contact.ts';
import { Contact as title } from '../../content/page-titles.ts';
import type { ContactPageTexts } from '../../content/contact.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { Contact } from './Contact.tsx';

// The short FAQ and the map load after the page: the form comes first.
export default bindPage(
  Contact,
  {
    contactPage,
    MaltaMap: lazyPart<{ map: ContactPageTexts['map'] }>('Contact/parts/MaltaMap.lazy.tsx'),
    Questions: lazyPart<{ items: ContactPageTexts['faq']['items'] }>('Contact/parts/Questions.lazy.tsx'),
  },
  title,
);
