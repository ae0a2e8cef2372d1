// The English edition's frame texts (see edition.ts), from src/content/en/shell.yaml.
import content from '../content/en/shell.yaml';
import type { Edition } from './edition.ts';

export const edition: Edition = {
  locale: 'en',
  navLabels: content.nav,
  shell: content,
  components: content.components,
};
