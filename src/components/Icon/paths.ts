// The site's one icon set (24×24, 1.75 stroke, round caps), as SVG path data by name. The
// build draws them into one sprite file (sprite.ts) that every icon on every page points
// into, so no page's JavaScript carries the drawings. Content modules name icons by key.
import type { IconName } from './names.ts';

export const PATHS = {
  star: 'M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z',
  chat: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c.8-3.4 3.4-5 6.5-5s5.7 1.6 6.5 5M16 4.5a3.5 3.5 0 010 6.8M18.5 15c1.6.7 2.6 2.4 3 5',
  user: 'M12 11a4 4 0 100-8 4 4 0 000 8zM4 21c.9-4 4-6 8-6s7.1 2 8 6',
  award: 'M12 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11zM8.5 13l-1.5 8 5-2.5 5 2.5-1.5-8',
  book: 'M4 4.5h6a2 2 0 012 2V20a2 2 0 00-2-2H4zM20 4.5h-6a2 2 0 00-2 2V20a2 2 0 012-2h6z',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  checkCircle: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l2.75 2.75L16 9.75',
  alert: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7.5v5.5M12 16.5h.01',
  close: 'M6 6l12 12M18 6L6 18',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3.5 2',
  mail: 'M3.5 5.5h17v13h-17zM4 6l8 7 8-7',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  briefcase: 'M3.5 7.5h17v12h-17zM9 7.5V5h6v2.5M3.5 12.5h17',
  pencil: 'M4 20l1-4.5L16 4.5l3.5 3.5-11 11zM14 7l3.5 3.5',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H4.5a3.5 3.5 0 003.6 4M16 6h3.5a3.5 3.5 0 01-3.6 4M12 13v4M8 20h8M9.5 17h5',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2 2.2.8-2.2.8L19 22l-.8-2.2-2.2-.8 2.2-.8z',
  video: 'M3.5 6.5h12v11h-12zM15.5 10.5l5-3v9l-5-3',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  quote:
    'M9.5 7C6.5 8 5 10.3 5 13.5V17h4.5v-4.5H7c0-2 .9-3.3 2.5-4zM19 7c-3 1-4.5 3.3-4.5 6.5V17H19v-4.5h-2.5c0-2 .9-3.3 2.5-4z',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z',
  language: 'M4 5h9M8.5 3v2M11 5c-.8 4-3.2 7-6.5 8.5M6.5 8.5c1.2 2 3 3.5 5 4.5M13 20l4-9 4 9M14.5 17h5',
} as const satisfies Record<IconName, string>;

/** Every icon's name (for the content check). */
export const ICON_NAMES = Object.keys(PATHS) as IconName[];
