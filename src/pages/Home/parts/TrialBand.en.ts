// The home page's closing trial band in English, loaded after the page (see Home.en.ts): its
// words are the home page's own (src/content/en/home.yaml, already loaded with the page).
import { createElement } from 'react';
import { CtaBanner } from '../../../components/CtaBanner/CtaBanner.tsx';
import content from '../../../content/en/home.yaml';

export default () => createElement(CtaBanner, content.cta);
