// The home page's closing trial band in Japanese, loaded after the page (see Home.ja.ts): its
// words are the home page's own (src/content/ja/home.yaml, already loaded with the page).
import { createElement } from 'react';
import { CtaBanner } from '../../../components/CtaBanner/CtaBanner.tsx';
import content from '../../../content/ja/home.yaml';

export default () => createElement(CtaBanner, content.cta);
