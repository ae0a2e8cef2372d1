// The EnglishLessons page in English: its component with its content (src/content/{facts,en}/english-lessons.yaml).
import content from 'virtual:content/en/english-lessons';
import { bindPage } from '../../lib/bind-page.ts';
import { EnglishLessons } from './EnglishLessons.tsx';

export default bindPage(EnglishLessons, { content }, content.title);
