// The site's facts in one place. The teacher edits the lines marked EDIT; every page,
// the footer, the page titles, the structured data and the sitemap of both editions read
// them from here.

/** Facts about the teacher and her business, shown across the site. */
export interface SiteConfig {
  /** The brand name shown in the header, titles and copyright line. */
  brand: string;
  /** The teacher's name as English pages write it. */
  teacherName: string;
  /** Her name in Japanese script, as Japanese pages write it (the Japanese edition's `teacherName`). */
  teacherNameJa: string;
  /** How her Japanese name is read, in kana: given where a Japanese page introduces her. */
  teacherNameReading: string;
  /** The address enquiries go to (mail links and the contact form's e-mail action). */
  email: string;
  /** The teacher's profile on a microblogging service, linked from the footer. */
  socialUrl: string;
  /** The handle on that service, e.g. "@kotobamalta"; the footer's link names it with the service. */
  socialHandle: string;
  /** The service's name as visitors know it, e.g. "X" or "Instagram". */
  socialService: string;
  /** The site's public address without a trailing slash; canonical links and the sitemap use it. */
  url: string;
  /**
   * Where the contact form delivers enquiries: '' sends nothing (visitors are offered to send
   * them by e-mail), 'netlify' uses Netlify Forms, or a form service's https:// address
   * (e.g. 'https://formspree.io/f/abcdwxyz'). The ENQUIRY_ENDPOINT environment variable
   * overrides it at build time. README: "Receiving enquiries".
   */
  enquiryEndpoint: string;
}

export const site = {
  brand: 'Kotoba Malta', // EDIT
  teacherName: 'Yuki Tanaka', // EDIT
  teacherNameJa: '田中 由紀', // EDIT (your name in Japanese script)
  teacherNameReading: 'たなか ゆき', // EDIT (how it is read, in kana)
  email: 'hello@kotobamalta.com', // EDIT
  socialUrl: 'https://x.com/kotobamalta', // EDIT
  socialHandle: '@kotobamalta', // EDIT
  socialService: 'X', // EDIT
  url: 'https://kotobamalta.com', // EDIT (no trailing slash)
  enquiryEndpoint: '', // EDIT ('' = not delivered; 'netlify'; or your form service's https:// address)
} as const satisfies SiteConfig;

/** Facts of the free trial lesson, quoted across the site. */
export interface TrialFacts {
  /** Length of the free trial lesson in minutes. */
  minutes: number;
  /** Hours within which every enquiry gets a reply. */
  replyHours: number;
}

/**
 * The free trial's facts (no commitment, no credit card), quoted by the calls to action and
 * several pages of both editions (`${trial.minutes}`, `${trial.replyHours}`).
 */
export const trial = {
  minutes: 30,
  replyHours: 24,
} as const satisfies TrialFacts;
