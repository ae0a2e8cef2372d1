import * as styles from './CategoryPills.module.scss';

interface CategoryPillsProps {
  categories: readonly string[];
  /** The pill shown as pressed. */
  selected: string;
  /** The group's accessible name, e.g. "Article topics". */
  label: string;
}

/**
 * A row of topic pills. The blog does not filter: "All Topics" always shows as selected. The
 * pills are real toggle buttons, but the selection never changes, so a click has nothing to do.
 */
export function CategoryPills({ categories, selected, label }: CategoryPillsProps) {
  return (
    <div className={styles.pills} role="group" aria-label={label}>
      {categories.map((category) => (
        <button key={category} type="button" className={styles.pill} aria-pressed={category === selected}>
          {category}
        </button>
      ))}
    </div>
  );
}
