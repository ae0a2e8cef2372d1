// The ThankYou page in English: its component with the English edition's content.
import { thankYouPage } from '../../content/thank-you.ts';
import { ThankYou as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { ThankYou } from './ThankYou.tsx';

export default bindPage(ThankYou, { thankYouPage }, title);
