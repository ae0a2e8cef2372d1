import { Fragment, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { ChoiceGroup } from './enquiry.ts';
import { Icon } from '../Icon/Icon.tsx';
import { spaceAfter } from '../../lib/typography.ts';
import * as styles from './ContactForm.module.scss';

interface FieldProps {
  label: string;
  /** Shown after the label of a field that may stay empty. */
  optionalHint?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** Why the form will not send the field as it is, shown under it; none while the field is fine. */
  error?: string;
  /** Renders the control, given what ties it to its label and to the error under it. */
  children: (control: ControlLink) => ReactNode;
}

/** The attributes that tie a control to its field: the id its label points at, and its error, if any. */
export interface ControlLink {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A visible label above its control, and under it the reason the form will not send it, when there is one. */
export function Field({ label, optionalHint, wide, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-wide={wide}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalHint && <span className={styles.hint}>{`${spaceAfter(label)}${optionalHint}`}</span>}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" width={20} height={20} />
          {error}
        </p>
      )}
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
