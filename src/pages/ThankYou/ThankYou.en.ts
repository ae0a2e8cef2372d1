// The ThankYou page in English: its component with its content (src/content/en/thank-you.yaml).
import content from 'virtual:content/en/thank-you';
import { bindPage } from '../../lib/bind-page.ts';
import { ThankYou } from './ThankYou.tsx';

export default bindPage(ThankYou, { content }, content.title);
