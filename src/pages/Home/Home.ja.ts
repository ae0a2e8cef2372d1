// The Home page in Japanese: its component with the Japanese edition's content.
import { trialClassCta } from '../../content/ja/cta.ts';
import {
  homeHero,
  socialProof,
  offersSection,
  offers,
  homeStats,
  whyChoose,
  approach,
  testimonialsSection,
} from '../../content/ja/home.ts';
import { testimonials } from '../../content/ja/testimonials.ts';
import { Home as title } from '../../content/ja/page-titles.ts';
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
