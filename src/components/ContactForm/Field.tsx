import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { spaceAfter } from '../../lib/typography.ts';
import styles from './ContactForm.module.scss';

interface FieldProps {
  label: string;
  /** Shown after the label of a field that may stay empty. */
  optionalHint?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** Renders the control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A visible label above its control. */
export function Field({ label, optionalHint, wide, children }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field} data-wide={wide}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalHint && <span className={styles.hint}>{`${spaceAfter(label)}${optionalHint}`}</span>}
      </label>
      {children(id)}
    </div>
  );
}

type ChoiceProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The label of the empty first option. */
  emptyLabel: string;
  /** Each choice: the code the form keeps and the words the visitor reads. */
  options: readonly { value: string; label: string }[];
};

/** A select whose first option is empty ("no choice"), then the given choices. */
export function Choice({ emptyLabel, options, ...props }: ChoiceProps) {
  return (
    <select {...props}>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
