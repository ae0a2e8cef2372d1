// The Programs page in English: its component with its content (src/content/{facts,en}/programs.yaml)
// and the closing band it shares with other pages.
import content from 'virtual:content/en/programs';
import { trialClassCta } from '../../content/cta.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(Programs, { content, trialClassCta }, content.title);
