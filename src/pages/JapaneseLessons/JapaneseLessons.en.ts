// The JapaneseLessons page in English: its component with its content (src/content/{facts,en}/japanese-lessons.yaml).
import content from 'virtual:content/en/japanese-lessons';
import { bindPage } from '../../lib/bind-page.ts';
import { JapaneseLessons } from './JapaneseLessons.tsx';

export default bindPage(JapaneseLessons, { content }, content.title);
