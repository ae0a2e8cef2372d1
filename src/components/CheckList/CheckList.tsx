import { Icon } from '../Icon/Icon.tsx';
import * as styles from './CheckList.module.scss';

interface CheckListProps {
  /** The items, each shown with a check mark. */
  items: readonly string[];
  /**
   * A long list across a wide box: from the md breakpoint, in as many columns as fit (up to
   * three), read down each column.
   */
  columns?: 1 | 'fit';
}

/** A list of included items, each with a check mark. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <ul className={styles.list} data-columns={columns}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.mark}>
            <Icon name="check" width={16} height={16} strokeWidth={2.5} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
