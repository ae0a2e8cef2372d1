// A check for the type checker only (`npm run typecheck`): every Japanese module of this
// folder has exactly the value exports of its English twin in src/content/, each with the
// English shape (Localized: the same fields, lists and facts, with any words). A missing
// export, a missing or misspelt field, a number written as a text or an export the English
// module does not have fails `tsc`, naming the pair below and the export. Nothing here runs.
import type { Localized } from '../localized.ts';

/** Passes when `Ja` has the shape of `En` and no export that `En` lacks; fails `tsc` otherwise. */
type Mirrors<En, Ja extends Localized<En>> = [Exclude<keyof Ja, keyof En>] extends [never]
  ? true
  : { exportsTheEnglishModuleDoesNotHave: Exclude<keyof Ja, keyof En> };

type Holds<Check extends true> = Check;

/** One line per content module: the English module, then the Japanese one. */
export type JapaneseModulesMirrorEnglish = [
  Holds<Mirrors<typeof import('../notifications.ts'), typeof import('./notifications.ts')>>,
  Holds<Mirrors<typeof import('../page-descriptions.ts'), typeof import('./page-descriptions.ts')>>,
  Holds<Mirrors<typeof import('../shell.ts'), typeof import('./shell.ts')>>,
  Holds<Mirrors<typeof import('../site.ts'), typeof import('./site.ts')>>,
];
