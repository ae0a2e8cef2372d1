// The Home page in English: its component with the English edition's content.
import { trialClassCta } from '../../content/cta.ts';
import {
  homeHero,
  socialProof,
  offersSection,
  offers,
  homeStats,
  whyChoose,
  approach,
  testimonialsSection,
} from '../../content/home.ts';
import { testimonials } from '../../content/testimonials.ts';
import { Home as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Home } from './Home.tsx';

export default bindPage(
  Home,
  {
    homeHero,
    socialProof,
    offersSection,
    offers,
    homeStats,
    whyChoose,
    approach,
    testimonialsSection,
    testimonials,
    trialClassCta,
  },
  title,
);
