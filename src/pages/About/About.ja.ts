// The About page in Japanese: its component with the Japanese edition's content.
import { aboutHero, portrait, story, credentials, certification, values } from '../../content/ja/about.ts';
import { trialClassCta } from '../../content/ja/cta.ts';
import { About as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(
  About,
  { aboutHero, portrait, story, credentials, certification, values, trialClassCta },
  title,
);
