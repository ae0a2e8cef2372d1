// The Promo page in Japanese: its component with its content (src/content/{facts,ja}/promo.yaml).
import content from 'virtual:content/ja/promo';
import { bindPage } from '../../lib/bind-page.ts';
import { Promo } from './Promo.tsx';

export default bindPage(Promo, { content }, content.title);
