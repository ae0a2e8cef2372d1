// The site's facts in one place. The teacher edits the lines marked EDIT; every page,
// the footer, the page titles, the structured data and the sitemap read them from here.

/** Facts about the teacher and her business, shown across the site. */
export interface SiteConfig {
  /** The brand name shown in the header, titles and copyright line. */
  brand: string;
  /** The teacher's name as students know her. */
  teacherName: string;
  /** The address enquiries go to (mail links and the contact form's e-mail action). */
  email: string;
  /** The teacher's profile on a microblogging service, linked from the footer. */
  socialUrl: string;
  /** The label of that link, e.g. "@handle on X". */
  socialLabel: string;
  /** The site's public address without a trailing slash; canonical links and the sitemap use it. */
  url: string;
  /** Where lessons take place, as shown in the footer. */
  locationShort: string;
}

export const site = {
  brand: 'Kotoba Malta', // EDIT
  teacherName: 'Yuki Tanaka', // EDIT
  email: 'hello@kotobamalta.com', // EDIT
  socialUrl: 'https://x.com/kotobamalta', // EDIT
  socialLabel: '@kotobamalta on X', // EDIT
  url: 'https://kotobamalta.com', // EDIT (no trailing slash)
  locationShort: 'Malta / Online',
} as const satisfies SiteConfig;

/** The footer's tagline, under the brand. */
export const tagline = 'Expert Japanese language instruction with personalized online and in-person classes in Malta.';
