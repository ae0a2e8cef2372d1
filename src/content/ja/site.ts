// The Japanese edition of ../site.ts. The site's facts (brand, e-mail, addresses, the enquiry
// destination, the free trial's length and reply time, her name in both scripts) are the English
// module's, taken as they are, so the teacher edits each on one line in ../site.ts. The Japanese
// pages read this module: its `teacherName` is her name in Japanese script. Only the words a
// Japanese visitor reads are set here: where lessons take place (shown in the footer) and the
// footer's tagline.
import { site as siteEn, type SiteConfig } from '../site.ts';

export { trial } from '../site.ts';

export const site = {
  ...siteEn,
  teacherName: siteEn.teacherNameJa,
  locationShort: 'マルタ／オンライン',
} as const satisfies SiteConfig;

/** The footer's tagline, under the brand. */
export const tagline =
  '日本語教師の資格を持つ講師が、一人ひとりに合わせてレッスンを行います。マルタでの対面とオンラインで受講できます。';
