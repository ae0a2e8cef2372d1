// The Programs page in Japanese: its component with its content (src/content/{facts,ja}/programs.yaml)
// and the closing band it shares with other pages.
import content from 'virtual:content/ja/programs';
import { trialClassCta } from '../../content/ja/cta.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(Programs, { content, trialClassCta }, content.title);
