// The EnglishLessons page in Japanese: its component with the Japanese edition's content.
import {
  englishHero,
  whyLearn,
  englishProgramsSection,
  englishPrograms,
  japaneseSupport,
  englishCta,
} from '../../content/ja/english-lessons.ts';
import { EnglishLessons as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { EnglishLessons } from './EnglishLessons.tsx';

export default bindPage(
  EnglishLessons,
  { englishHero, whyLearn, englishProgramsSection, englishPrograms, japaneseSupport, englishCta },
  title,
);
