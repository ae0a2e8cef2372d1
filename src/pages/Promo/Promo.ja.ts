// The Promo page in Japanese: its component with the Japanese edition's content.
import { promoHero, trialBenefits, blurbs, promoCta } from '../../content/ja/promo.ts';
import { Promo as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Promo } from './Promo.tsx';

export default bindPage(Promo, { promoHero, trialBenefits, blurbs, promoCta }, title);
