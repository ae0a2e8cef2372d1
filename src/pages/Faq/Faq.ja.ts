// The Faq page in Japanese: its component with the Japanese edition's content.
import { faqPage } from '../../content/ja/faq.ts';
import { Faq as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Faq } from './Faq.tsx';

export default bindPage(Faq, { faqPage }, title);
