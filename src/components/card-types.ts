// The props of components that several pages feed with their content. The shapes a content
// schema defines are inferred from it (src/content-schema/units.ts); the others are what a
// component accepts from more than one shape (a feature card with or without a subtitle or a
// button), or what the picture pipeline makes.
import type * as v from 'valibot';
import type { action, languageText, level, Shown } from '../content-schema/units.ts';
import type { IconName } from './Icon/names.ts';

/** A text that may be in another language than its page's (rendered with its lang). */
export type LocalizedText = Shown<v.InferOutput<typeof languageText>>;

/** A link styled as a button, to a path of the route table. */
export type Action = Shown<v.InferOutput<typeof action>>;

/** A proficiency level card: its name, the JLPT levels it spans ("N5–N4"), what a learner does, its focus. */
export type Level = Shown<v.InferOutput<typeof level>>;

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

/** One figure of a stats strip, as displayed. */
export interface StatItem {
  /** The figure, e.g. "10+". */
  value: string;
  /** What it counts, e.g. "Years Teaching". */
  label: string;
  /** The icon beside it. */
  icon: IconName;
}

/**
 * A picture as the build's picture pipeline made it (scripts/pictures): what the content
 * gives a page for a picture its facts file names (`picture: pictures/yuki.jpg`). Kept small,
 * because it travels in the page's script for client-side navigation.
 */
export interface PictureData {
  /**
   * The file under the base path: an SVG or a file used as it is ("assets/x-1a2b3c4d.svg"),
   * or, with `widths`, the stem of the made files ("assets/x-1a2b3c4d" → "…-320.avif").
   */
  src: string;
  /**
   * A drawing's version for dark screens (an SVG "x-dark.svg" beside "x.svg", found by the
   * build), shown instead when the visitor's system uses a dark theme.
   */
  darkSrc?: string;
  /** Intrinsic width in pixels (of the widest made file): reserves the space, no layout shift. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** The widths made in AVIF and WebP, smallest first. */
  widths?: readonly number[];
  /** The fallback format ("<src>.jpg" or ".png") for browsers without AVIF and WebP. */
  type?: 'jpg' | 'png';
  /** The `sizes` attribute: how wide the layout shows it. */
  sizes?: string;
  /** Why the build cannot use the source file; the content check stops the build with it. */
  problem?: string;
}

/**
 * A picture and what it shows. The picture is named in a facts file (`picture:
 * pictures/yuki.jpg`): the build makes the fast versions of it (see README, "Your photos").
 */
export interface ContentPicture {
  /** The picture, as the pipeline made it. */
  picture: PictureData;
  /** What it shows, read out to blind visitors; '' for a decoration that says nothing. */
  alt: string;
}
