// The JapaneseLessons page in English: its component with the English edition's content.
import {
  japaneseHero,
  japaneseProgramsSection,
  japanesePrograms,
  japaneseLevelsSection,
  whatYouGet,
  japaneseCta,
} from '../../content/japanese-lessons.ts';
import { JapaneseLessons as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { JapaneseLessons } from './JapaneseLessons.tsx';

export default bindPage(
  JapaneseLessons,
  { japaneseHero, japaneseProgramsSection, japanesePrograms, japaneseLevelsSection, whatYouGet, japaneseCta },
  title,
);
