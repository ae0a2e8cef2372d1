// The About page in Japanese: its component with its content (src/content/{facts,ja}/about.yaml)
// and the closing band it shares with other pages.
import content from 'virtual:content/ja/about';
import { trialClassCta } from '../../content/ja/cta.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(About, { content, trialClassCta }, content.title);
