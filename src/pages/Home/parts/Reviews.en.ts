// The home page's reviews in English, loaded after the page (see Home.en.ts): the students'
// reviews (src/content/facts/reviews.yaml) with this language's words (src/content/en/reviews.yaml).
import { createElement } from 'react';
import content from '../../../content/en/reviews.yaml';
import { Reviews, type ReviewsProps } from './Reviews.tsx';

export default (props: ReviewsProps) => createElement(Reviews, { ...props, testimonials: content.reviews });
