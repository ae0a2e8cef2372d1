// The icon sprite: every icon of paths.ts as a <symbol> whose id is its name. The build writes
// it as one hashed file beside the scripts (see iconSprite() in vite.config.ts); Icon.tsx
// points into it with <use href="…/icons-[hash].svg#star">.
import { PATHS } from './paths.ts';

/** The sprite's SVG text; stroke and colour come from each <svg> that uses a symbol. */
export function spriteSvg(): string {
  const symbols = Object.entries(PATHS).map(
    ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
