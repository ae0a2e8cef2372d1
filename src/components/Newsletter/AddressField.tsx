import { useId, type InputHTMLAttributes } from 'react';
import type { NewsletterCopy } from './copy.ts';
import * as styles from './Newsletter.module.scss';

/** The newsletter box's e-mail field with its label (read by screen readers), in both of the box's modes. */
export function AddressField({ copy, ...input }: { copy: NewsletterCopy } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {copy.inputLabel}
      </label>
      <input
        {...input}
        id={id}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholder}
        className={styles.input}
      />
    </>
  );
}
