// The home page's closing trial band in Japanese, loaded after the page (see Home.ja.ts).
import { createElement } from 'react';
import { CtaBanner } from '../../../components/CtaBanner/CtaBanner.tsx';
import { trialClassCta } from '../../../content/ja/cta.ts';

export default () => createElement(CtaBanner, trialClassCta);
