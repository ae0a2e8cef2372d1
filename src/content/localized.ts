// The type that ties each Japanese content module to its English original. A Japanese
// module (src/content/ja/<name>.ts) has the same exports, with the same shapes, as the
// English module it translates (src/content/<name>.ts): only the words differ. The page
// components take their content as `Localized<typeof englishModule>`, so a Japanese module
// with a missing or misshapen text fails the type check (`npm run typecheck`).
import type { PictureData } from './card-types.ts';
import type { IconName } from './icons.ts';

/**
 * The shape of a content value with its words widened to any string: what both editions
 * share. Numbers, booleans, functions, pictures and the names code reads (icons,
 * program colours, language tags) keep their types.
 */
export type Localized<T> = T extends PictureData
  ? PictureData
  : T extends IconName
    ? IconName
    : T extends 'ja' | 'en'
      ? T
      : T extends string
        ? string
        : T extends (...args: never[]) => unknown
          ? T
          : T extends readonly (infer Item)[]
            ? readonly Localized<Item>[]
            : T extends object
              ? { readonly [Key in keyof T]: Localized<T[Key]> }
              : T;
