// The names of the site's icons. Content files choose an icon by one of these names; the
// drawings themselves are in src/components/Icon/Icon.tsx.

/** An icon of the site's set. */
export type IconName =
  | 'star'
  | 'chat'
  | 'calendar'
  | 'layers'
  | 'users'
  | 'user'
  | 'award'
  | 'book'
  | 'target'
  | 'globe'
  | 'heart'
  | 'check'
  | 'checkCircle'
  | 'alert'
  | 'close'
  | 'clock'
  | 'mail'
  | 'pin'
  | 'briefcase'
  | 'pencil'
  | 'trophy'
  | 'sparkle'
  | 'video'
  | 'arrowRight'
  | 'quote'
  | 'shield'
  | 'language';
