// The About page in English: its component with its content (src/content/{facts,en}/about.yaml).
import content from 'virtual:content/en/about';
import { bindPage } from '../../lib/bind-page.ts';
import { About } from './About.tsx';

export default bindPage(About, { content }, content.title);
