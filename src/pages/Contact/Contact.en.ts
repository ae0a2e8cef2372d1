// The Contact page in English: its component with the English edition's content.
import { contactPage } from '../../content/contact.ts';
import { Contact as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Contact } from './Contact.tsx';

export default bindPage(Contact, { contactPage }, title);
