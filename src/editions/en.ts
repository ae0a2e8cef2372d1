// The English edition's frame texts (see edition.ts).
import { navLabels } from '../content/page-titles.ts';
import { componentTexts, shellTexts } from '../content/shell.ts';
import type { Edition } from './edition.ts';

export const edition: Edition = {
  locale: 'en',
  navLabels,
  shell: shellTexts,
  components: componentTexts,
};
