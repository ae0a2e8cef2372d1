// The home page's reviews in Japanese, loaded after the page (see Home.ja.ts).
import { createElement } from 'react';
import { testimonials } from '../../../content/ja/testimonials.ts';
import { Reviews, type ReviewsProps } from './Reviews.tsx';

export default (props: ReviewsProps) => createElement(Reviews, { ...props, testimonials });
