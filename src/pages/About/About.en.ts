// The About page in English: its component with the English edition's content.
import { aboutHero, portrait, story, credentials, certification, values } from '../../content/about.ts';
import { trialClassCta } from '../../content/cta.ts';
import { About as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(
  About,
  { aboutHero, portrait, story, credentials, certification, values, trialClassCta },
  title,
);
