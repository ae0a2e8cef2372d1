// The home page's reviews in English, loaded after the page (see Home.en.ts).
import { createElement } from 'react';
import { testimonials } from '../../../content/testimonials.ts';
import { Reviews, type ReviewsProps } from './Reviews.tsx';

export default (props: ReviewsProps) => createElement(Reviews, { ...props, testimonials });
