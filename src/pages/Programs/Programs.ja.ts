// The Programs page in Japanese: its component with its content (src/content/{facts,ja}/programs.yaml).
import content from 'virtual:content/ja/programs';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(Programs, { content }, content.title);
