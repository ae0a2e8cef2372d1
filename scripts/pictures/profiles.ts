// How each kind of picture on the site is shown, and so which files the build makes of
// it. A content schema picks the kind where it takes a picture (`picture('portrait')` in
// src/content-schema/units.ts). The widths follow the stylesheets named below: the browser
// picks the smallest file that is sharp on its screen (1x, 2x, 3x).

/** What the build makes of one kind of picture. */
export interface PictureProfile {
  /** The kind of picture, for messages ("a portrait"). */
  label: string;
  /** The `sizes` attribute: how wide the layout shows it, in CSS units. */
  sizes: string;
  /** Widths made, in pixels, smallest first: the widest it is shown at 1x, 2x and 3x. */
  widths: readonly number[];
  /**
   * The narrowest source accepted, in pixels (the 2x width): a smaller one looks
   * blurred on a phone, and the build says so rather than ship it.
   */
  minWidth: number;
  /** Crop to a centred square (avatars are shown as circles). */
  square?: boolean;
  /** The most one made file may weigh, in bytes; a heavier picture stops the build. */
  budgetBytes: number;
}

const KB = 1024;

/** The kinds of picture, by the name a content schema gives `picture()`. */
export const PICTURE_PROFILES = {
  // About.module.scss .portrait and Home.module.scss .teacherPicture: the column's width on phones
  // (below 36rem, within the page's 1rem side padding), else up to 20rem.
  portrait: {
    label: 'a portrait',
    sizes: '(max-width: 36rem) calc(100vw - 2rem), 20rem',
    widths: [320, 640, 960],
    minWidth: 640,
    budgetBytes: 150 * KB,
  },
  // PageHero.module.scss .media: min(100%, 28rem), within the page's 1rem side padding on phones.
  hero: {
    label: 'a page picture',
    sizes: '(max-width: 30rem) calc(100vw - 2rem), 28rem',
    widths: [448, 896, 1344],
    minWidth: 896,
    budgetBytes: 200 * KB,
  },
  // ArticleCard.module.scss: the featured article's 18rem column, shown from 64rem wide screens
  // only; narrower screens, which hide it, are told it is tiny and take the smallest file.
  card: {
    label: 'an article picture',
    sizes: '(min-width: 64rem) 18rem, 1px',
    widths: [288, 576, 864],
    minWidth: 576,
    budgetBytes: 150 * KB,
  },
  // AvatarStack (44px) and Testimonial (48px) avatars.
  avatar: {
    label: 'an avatar',
    sizes: '48px',
    widths: [48, 96, 144],
    minWidth: 96,
    square: true,
    budgetBytes: 20 * KB,
  },
} as const satisfies Record<string, PictureProfile>;

export type PictureProfileName = keyof typeof PICTURE_PROFILES;
