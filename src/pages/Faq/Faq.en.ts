// The Faq page in English: its component with the English edition's content.
import { faqPage } from '../../content/faq.ts';
import { Faq as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Faq } from './Faq.tsx';

export default bindPage(Faq, { faqPage }, title);
