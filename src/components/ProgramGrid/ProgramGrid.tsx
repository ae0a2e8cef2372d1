import type { Program } from '../../content/programs.ts';
import { useEdition } from '../../editions/edition.ts';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import styles from './ProgramGrid.module.scss';

interface ProgramGridProps {
  /** The cards; at most one is `popular`. */
  programs: readonly Program[];
  /** Every card's button label, e.g. "Book Now" or "Get Started". */
  action: string;
  /** Where every button leads (every call to action on the site goes to /contact). */
  to?: string;
}

/** A program card: icon, title, description, price, features and a button. */
function ProgramCard({ program, action, to }: { program: Program; action: string; to: string }) {
  const popular = Boolean(program.popular);
  const { popularBadge } = useEdition().components;
  return (
    <li className={styles.card} data-popular={popular} data-color={program.color ?? 'accent'}>
      {popular && <p className={styles.badge}>{popularBadge}</p>}
      <span className={styles.icon}>
        <Icon name={program.icon} />
      </span>
      <div className={styles.intro}>
        <h3 className={styles.title}>{program.title}</h3>
        <p className={styles.description}>{program.description}</p>
      </div>
      <p className={styles.price} data-has-period={Boolean(program.period)}>
        <span className={styles.amount}>{program.price}</span>
        {program.period && <span className={styles.period}> {program.period}</span>}
      </p>
      <ul className={styles.features}>
        {program.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" className={styles.check} width={18} height={18} />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink to={to} variant={popular ? 'primary' : 'secondary'} className={styles.button}>
        {action}
      </ButtonLink>
    </li>
  );
}

/** A grid of program cards; the popular one is raised, badged and gets the primary button. */
export function ProgramGrid({ programs, action, to = '/contact' }: ProgramGridProps) {
  return (
    <ul className={styles.grid}>
      {programs.map((program) => (
        <ProgramCard key={program.title} program={program} action={action} to={to} />
      ))}
    </ul>
  );
}
