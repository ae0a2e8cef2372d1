// The Promo page in English: its component with the English edition's content.
import { promoHero, trialBenefits, blurbs, promoCta } from '../../content/promo.ts';
import { Promo as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Promo } from './Promo.tsx';

export default bindPage(Promo, { promoHero, trialBenefits, blurbs, promoCta }, title);
