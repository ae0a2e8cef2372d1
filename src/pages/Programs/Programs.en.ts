// The Programs page in English: its component with its content (src/content/{facts,en}/programs.yaml).
import content from 'virtual:content/en/programs';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(Programs, { content }, content.title);
