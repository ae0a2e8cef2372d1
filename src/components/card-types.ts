// The props of components that several pages feed with their content, inferred from the
// content schemas (src/content-schema/units.ts), as pages receive them (Shown: prices as their
// words, records without their ids).
import type * as v from 'valibot';
import type { action, feature, languageText, level, Shown, stat, step } from '../content-schema/units.ts';
import type { describedPicture } from '../content-schema/shapes.ts';

/** A text that may be in another language than its page's (rendered with its lang). */
export type LocalizedText = Shown<v.InferOutput<typeof languageText>>;

/** A link styled as a button, to a path of the route table. */
export type Action = Shown<v.InferOutput<typeof action>>;

/** A proficiency level card: its name, the JLPT levels it spans ("N5–N4"), what a learner does, its focus. */
export type Level = Shown<v.InferOutput<typeof level>>;

/** A benefit, value or feature shown as an icon card, with an optional subtitle and button. */
export type Feature = Shown<v.InferOutput<typeof feature>>;

/** A step of a sequence: when it comes, its name and what happens in it. */
export type Step = Shown<v.InferOutput<ReturnType<typeof step>>>;

/** One figure of a stats strip: the figure as shown, its icon and what it counts. */
export type StatItem = Shown<v.InferOutput<typeof stat>>;

/** A picture, as the build's picture pipeline made it, and what it shows ('' for a decoration). */
export type ContentPicture = Shown<v.InferOutput<ReturnType<typeof describedPicture>>>;
