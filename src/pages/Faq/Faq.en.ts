// The Faq page in English: its component with its content (src/content/en/faq.md).
import content from 'virtual:content/en/faq';
import { bindPage } from '../../lib/bind-page.ts';
import { Faq } from './Faq.tsx';

export default bindPage(Faq, { content }, content.title);
