// The EnglishLessons page in Japanese: its component with its content (src/content/{facts,ja}/english-lessons.yaml).
import content from 'virtual:content/ja/english-lessons';
import { bindPage } from '../../lib/bind-page.ts';
import { EnglishLessons } from './EnglishLessons.tsx';

export default bindPage(EnglishLessons, { content }, content.title);
