// The Faq page in Japanese: its component with its content (src/content/ja/faq.md).
import content from 'virtual:content/ja/faq';
import { bindPage } from '../../lib/bind-page.ts';
import { Faq } from './Faq.tsx';

export default bindPage(Faq, { content }, content.title);
