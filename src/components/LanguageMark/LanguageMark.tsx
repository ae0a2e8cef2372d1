import type { LocalizedText } from '../card-types.ts';
import * as styles from './LanguageMark.module.scss';

interface LanguageMarkProps {
  /** The language's name, usually in Japanese, set vertically as in a hanging scroll. */
  mark: LocalizedText;
  /** A short romanised caption on the seal, e.g. "Nihongo". */
  caption: string;
}

/** A decorative hero panel: a language's name in large vertical type with a red seal. */
export function LanguageMark({ mark, caption }: LanguageMarkProps) {
  return (
    <div className={styles.panel} aria-hidden="true">
      <p className={styles.mark} lang={mark.lang}>
        {mark.text}
      </p>
      <p className={styles.seal}>{caption}</p>
    </div>
  );
}
