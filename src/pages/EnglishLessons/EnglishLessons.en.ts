// The EnglishLessons page in English: its component with the English edition's content.
import {
  englishHero,
  whyLearn,
  englishProgramsSection,
  englishPrograms,
  japaneseSupport,
  englishCta,
} from '../../content/english-lessons.ts';
import { EnglishLessons as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { EnglishLessons } from './EnglishLessons.tsx';

export default bindPage(
  EnglishLessons,
  { englishHero, whyLearn, englishProgramsSection, englishPrograms, japaneseSupport, englishCta },
  title,
);
