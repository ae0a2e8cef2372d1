// The Japanese edition of ../site.ts. The site's facts (brand, name, e-mail, addresses, the
// enquiry destination, the free trial's length and reply time) are the English module's, taken
// as they are, so the teacher still edits them on one line each in ../site.ts. Only the words a
// Japanese visitor reads are set here: where lessons take place (shown in the footer) and the
// footer's tagline.
import { site as siteEn, type SiteConfig } from '../site.ts';

export { trial } from '../site.ts';

export const site = {
  ...siteEn,
  locationShort: 'マルタ／オンライン',
} as const satisfies SiteConfig;

/** The footer's tagline, under the brand. */
export const tagline =
  '日本語教師の資格を持つ講師が、一人ひとりに合わせてレッスンを行います。マルタでの対面とオンラインで受講できます。';
