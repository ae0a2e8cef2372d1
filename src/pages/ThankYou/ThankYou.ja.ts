// The ThankYou page in Japanese: its component with its content (src/content/ja/thank-you.yaml).
import content from 'virtual:content/ja/thank-you';
import { bindPage } from '../../lib/bind-page.ts';
import { ThankYou } from './ThankYou.tsx';

export default bindPage(ThankYou, { content }, content.title);
