import { Fragment, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { ChoiceGroup } from './enquiry.ts';
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
  /** The choices, in parts: a part with a name is an <optgroup>. */
  groups: readonly ChoiceGroup[];
};

const options = (choices: ChoiceGroup['options']) =>
  choices.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** A select whose first option is empty ("no choice"), then the given choices, grouped where a group has a name. */
export function Choice({ emptyLabel, groups, ...props }: ChoiceProps) {
  return (
    <select {...props}>
      <option value="">{emptyLabel}</option>
      {groups.map((group, index) =>
        group.label ? (
          <optgroup key={group.label} label={group.label}>
            {options(group.options)}
          </optgroup>
        ) : (
          <Fragment key={index}>{options(group.options)}</Fragment>
        ),
      )}
    </select>
  );
}
