// The Japanese edition's frame texts (see edition.ts): a chunk of its own.
import { componentTexts, navLabels, shellTexts } from '../content/ja/shell.ts';
import type { Edition } from './edition.ts';

export const edition: Edition = {
  locale: 'ja',
  navLabels,
  shell: shellTexts,
  components: componentTexts,
};
