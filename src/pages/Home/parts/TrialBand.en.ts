// The home page's closing trial band in English, loaded after the page (see Home.en.ts).
import { createElement } from 'react';
import { CtaBanner } from '../../../components/CtaBanner/CtaBanner.tsx';
import { trialClassCta } from '../../../content/cta.ts';

export default () => createElement(CtaBanner, trialClassCta);
