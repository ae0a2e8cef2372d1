// The ThankYou page in Japanese: its component with the Japanese edition's content.
import { thankYouPage } from '../../content/ja/thank-you.ts';
import { ThankYou as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { ThankYou } from './ThankYou.tsx';

export default bindPage(ThankYou, { thankYouPage }, title);
