// Shapes shared by the content modules of several pages (features, levels, calls to action).
import type { IconName } from '../components/Icon/Icon.tsx';
import type { PictureData } from '../components/Picture/Picture.tsx';

/** A text that may be in Japanese (rendered with lang="ja"). */
export interface LocalizedText {
  /** The words shown. */
  text: string;
  /** Set to "ja" for Japanese text; English when absent. */
  lang?: 'ja';
}

/** A link styled as a button, to a path of the route table. */
export interface Action {
  /** The button's label, e.g. "Explore Programs". */
  label: string;
  /** A route-table path, e.g. "/programs". */
  to: string;
}

/** A benefit, value or feature shown as an icon card. */
export interface Feature {
  /** The icon at the top of the card. */
  icon: IconName;
  /** The card's heading. */
  title: string;
  /** An optional line under the title. */
  subtitle?: LocalizedText;
  /** One or two sentences. */
  description: string;
  /** An optional button at the foot of the card. */
  action?: Action;
}

/** A proficiency level card. */
export interface Level {
  /** The level's name, e.g. "Beginner". */
  name: string;
  /** The JLPT levels it spans, e.g. "N5-N4". */
  level: string;
  /** What a learner at this level does. */
  description: string;
  /** What lessons concentrate on (Japanese lessons page only). */
  focus?: string;
}

/** A closing call to action band. */
export interface CallToAction {
  /** The band's heading. */
  title: string;
  /** A sentence under the heading. */
  text: string;
  /** The button's label; it always leads to /contact. */
  action: string;
  /** An optional small line under the button. */
  note?: string;
}

/** The opening band of a page. */
export interface Hero {
  /** A short line above the heading. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** The paragraph under the heading. */
  lead: string;
}

/**
 * A picture and what it shows. The picture is imported at the top of the content file
 * (`import photo from './pictures/me.jpg?portrait'`): the build makes the fast versions
 * of it (see README, "Your photos").
 */
export interface ContentPicture {
  /** The imported picture. */
  picture: PictureData;
  /** What it shows, read out to blind visitors; '' for a decoration that says nothing. */
  alt: string;
}
