import type { Feature } from '../card-types.ts';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FeatureGrid.module.scss';

interface FeatureGridProps {
  /** The cards, each an icon, a title (h3), an optional subtitle, a description and an optional button. */
  items: readonly Feature[];
  /** "card": raised cards; "plain": open items on the section's own fill. */
  variant?: 'card' | 'plain';
}

/** A responsive grid of feature, benefit or value cards (1 column on phones, up to 3). */
export function FeatureGrid({ items, variant = 'card' }: FeatureGridProps) {
  return (
    <ul className={styles.grid} data-variant={variant}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <div className={styles.heading}>
            <h3 className={styles.title}>{item.title}</h3>
            {item.subtitle && (
              <p className={styles.subtitle} lang={item.subtitle.lang}>
                {item.subtitle.text}
              </p>
            )}
          </div>
          <p className={styles.description}>{item.description}</p>
          {item.action && (
            <ButtonLink to={item.action.to} variant="secondary" className={styles.action}>
              {item.action.label}
              <Icon name="arrowRight" width={18} height={18} />
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  );
}
