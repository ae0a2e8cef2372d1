// The JapaneseLessons page in Japanese: its component with its content (src/content/{facts,ja}/japanese-lessons.yaml).
import content from 'virtual:content/ja/japanese-lessons';
import { bindPage } from '../../lib/bind-page.ts';
import { JapaneseLessons } from './JapaneseLessons.tsx';

export default bindPage(JapaneseLessons, { content }, content.title);
