// The home page's reviews in Japanese, loaded after the page (see Home.ja.ts): the students'
// reviews (src/content/facts/reviews.yaml) with this language's words (src/content/ja/reviews.yaml).
import { createElement } from 'react';
import content from '../../../content/ja/reviews.yaml';
import { Reviews, type ReviewsProps } from './Reviews.tsx';

export default (props: ReviewsProps) => createElement(Reviews, { ...props, testimonials: content.reviews });
