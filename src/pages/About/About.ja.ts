// The About page in Japanese: its component with its content (src/content/{facts,ja}/about.yaml).
import content from 'virtual:content/ja/about';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(About, { content }, content.title);
