import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './names.ts';

// Icons are drawn from the site's sprite (sprite.ts builds it from paths.ts): one small file
// the browser fetches once and caches, instead of path data in every page's JavaScript. They
// inherit the text colour (stroke="currentColor" reaches into the sprite's symbols).
export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  /** An accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
};

/** An SVG icon from the site's set. */
export function Icon({ name, label, width = 24, height = 24, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
