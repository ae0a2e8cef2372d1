// The Contact page in Japanese: its component with the Japanese edition's content.
import { contactPage } from '../../content/ja/contact.ts';
import { Contact as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Contact } from './Contact.tsx';

export default bindPage(Contact, { contactPage }, title);
