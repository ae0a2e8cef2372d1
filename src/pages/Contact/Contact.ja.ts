// The Contact page in Japanese: its component with its content (src/content/{facts,ja}/contact.yaml)
// and the parts it loads after itself: the short FAQ and the map (the form comes first).
import content from '../../content/ja/contact.yaml';
import { bindPage } from '../../lib/bind-page.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { Contact } from './Contact.tsx';
import type { PageContent } from '../../content-schema/units.ts';

type ContactContent = PageContent<'contact'>;

export default bindPage(
  Contact,
  {
    content,
    MaltaMap: lazyPart<{ map: ContactContent['map'] }>('Contact/parts/MaltaMap.lazy.tsx'),
    Questions: lazyPart<{ items: ContactContent['faq']['items'] }>('Contact/parts/Questions.lazy.tsx'),
  },
  content.title,
);
