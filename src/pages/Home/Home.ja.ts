// The Home page in Japanese: its component with its content (src/content/{facts,ja}/home.yaml)
// and the parts it loads after itself: the students' reviews and the closing trial band, far
// below the fold.
import content from '../../content/ja/home.yaml';
import { bindPage } from '../../lib/bind-page.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { Home } from './Home.tsx';
import type { ReviewsProps } from './parts/Reviews.tsx';

export default bindPage(
  Home,
  {
    content,
    Reviews: lazyPart<ReviewsProps>('Home/parts/Reviews.ja.ts'),
    TrialBand: lazyPart('Home/parts/TrialBand.ja.ts'),
  },
  content.title,
);
