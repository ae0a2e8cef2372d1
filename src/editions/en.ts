// The English edition's frame texts (see edition.ts).
import { componentTexts, navLabels, shellTexts } from '../content/shell.ts';
import type { Edition } from './edition.ts';

export const edition: Edition = {
  locale: 'en',
  navLabels,
  shell: shellTexts,
  components: componentTexts,
};
