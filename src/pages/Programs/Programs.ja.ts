// The Programs page in Japanese: its component with the Japanese edition's content.
import { trialClassCta } from '../../content/ja/cta.ts';
import { programsHero, programsSection, programs, levelsSection, includedSection } from '../../content/ja/programs.ts';
import { Programs as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Programs } from './Programs.tsx';

export default bindPage(
  Programs,
  { programsHero, programsSection, programs, levelsSection, includedSection, trialClassCta },
  title,
);
