// The Promo page in English: its component with its content (src/content/{facts,en}/promo.yaml).
import content from 'virtual:content/en/promo';
import { bindPage } from '../../lib/bind-page.ts';
import { Promo } from './Promo.tsx';

export default bindPage(Promo, { content }, content.title);
