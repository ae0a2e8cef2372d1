// The About page in English: its component with its content (src/content/{facts,en}/about.yaml)
// and the closing band it shares with other pages.
import content from 'virtual:content/en/about';
import { trialClassCta } from '../../content/cta.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(About, { content, trialClassCta }, content.title);
