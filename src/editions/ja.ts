// The Japanese edition's frame texts (see edition.ts), from src/content/ja/shell.yaml.
import content from '../content/ja/shell.yaml';
import type { Edition } from './edition.ts';

export const edition: Edition = {
  locale: 'ja',
  navLabels: content.nav,
  shell: content,
  components: content.components,
};
