import type { PageContent } from '../../content-schema/units.ts';

/** The newsletter box's texts, as the blog's content schema gives them. */
export type NewsletterCopy = PageContent<'blog'>['newsletter'];
