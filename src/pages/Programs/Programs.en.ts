// The Programs page in English: its component with the English edition's content.
import { trialClassCta } from '../../content/cta.ts';
import { programsHero, programsSection, programs, levelsSection, includedSection } from '../../content/programs.ts';
import { Programs as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(
  Programs,
  { programsHero, programsSection, programs, levelsSection, includedSection, trialClassCta },
  title,
);
