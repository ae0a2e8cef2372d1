// The Home page in English: its component with the English edition's content.
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
import { Home as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { Home } from './Home.tsx';
import type { ReviewsProps } from './parts/Reviews.tsx';

// The reviews and the closing trial band, far below the fold, load after the page.
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
    Reviews: lazyPart<ReviewsProps>('Home/parts/Reviews.en.ts'),
    TrialBand: lazyPart('Home/parts/TrialBand.en.ts'),
  },
  title,
);
