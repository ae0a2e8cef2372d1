// The JapaneseLessons page in Japanese: its component with the Japanese edition's content.
import {
  japaneseHero,
  japaneseProgramsSection,
  japanesePrograms,
  japaneseLevelsSection,
  whatYouGet,
  japaneseCta,
} from '../../content/ja/japanese-lessons.ts';
import { JapaneseLessons as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { JapaneseLessons } from './JapaneseLessons.tsx';

export default bindPage(
  JapaneseLessons,
  { japaneseHero, japaneseProgramsSection, japanesePrograms, japaneseLevelsSection, whatYouGet, japaneseCta },
  title,
);
