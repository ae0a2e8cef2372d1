// The Home page in Japanese: its component with the Japanese edition's content.
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
import { Home as title } from '../../content/ja/page-titles.ts';
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
    Reviews: lazyPart<ReviewsProps>('Home/parts/Reviews.ja.ts'),
    TrialBand: lazyPart('Home/parts/TrialBand.ja.ts'),
  },
  title,
);
