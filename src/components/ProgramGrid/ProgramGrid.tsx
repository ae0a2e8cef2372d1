import type { Program, Shown } from '../../content-schema/units.ts';
import { useEdition } from '../../editions/edition.ts';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ProgramGrid.module.scss';

interface ProgramGridProps {
  /** The cards; exactly one is `popular`. */
  programs: readonly Shown<Program>[];
  /** Every card's button label, e.g. "Book Now" or "Get Started". */
  action: string;
  /** Where every button leads (every call to action on the site goes to /contact). */
  to?: string;
  /** Write each price as its amount with what it buys under it ("€25" / "per class"), not in one line ("€30/hour"). */
  pricePeriods?: boolean;
}

/** A program card: icon, title, description, price, features and a button. */
function ProgramCard({
  program,
  action,
  to,
  pricePeriods,
}: {
  program: Shown<Program>;
  action: string;
  to: string;
  pricePeriods: boolean;
}) {
  const popular = Boolean(program.popular);
  const { popularBadge } = useEdition().components;
  const { price } = program;
  // One look for every price, in a line or with what it buys written out: the amount large, its
  // words small ("€15–20/hour", "€25 per class", "from €30/hour", 「1時間」「25ユーロ」); a design
  // review counted the lessons pages' one-run prices and the overview's as two price styles, and
  // then "from" (and 〜) set as large as the figure.
  const words = (
    <span className={styles.period}>
      {pricePeriods ? (price.periodFirst ? price.period : ` ${price.period}`) : price.unit}
    </span>
  );
  return (
    <li className={styles.card} data-popular={popular}>
      {popular && <p className={styles.badge}>{popularBadge}</p>}
      <span className={styles.icon}>
        <Icon name={program.icon} />
      </span>
      <div className={styles.intro}>
        <h3 className={styles.title}>{program.title}</h3>
        <p className={styles.description}>{program.description}</p>
      </div>
      <p className={styles.price}>
        {price.periodFirst && words}
        {price.lead && <span className={styles.qualifier}>{price.lead} </span>}
        <span className={styles.amount}>{price.amount}</span>
        {price.tail && <span className={styles.qualifier}>{price.tail}</span>}
        {!price.periodFirst && words}
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
export function ProgramGrid({ programs, action, to = '/contact', pricePeriods = false }: ProgramGridProps) {
  return (
    <ul className={styles.grid}>
      {programs.map((program) => (
        <ProgramCard key={program.title} program={program} action={action} to={to} pricePeriods={pricePeriods} />
      ))}
    </ul>
  );
}
