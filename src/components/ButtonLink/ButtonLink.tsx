import type { ReactNode } from 'react';
import { NavLink } from '../NavLink/NavLink.tsx';
import * as styles from './ButtonLink.module.scss';

export type ButtonVariant = 'primary' | 'secondary';

interface ButtonLinkProps {
  /** Internal path from the route table, e.g. "/contact". */
  to: string;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** A call to action that looks like a button and navigates like a link. */
export function ButtonLink({ to, variant = 'primary', size = 'md', children, className, onClick }: ButtonLinkProps) {
  return (
    <NavLink
      to={to}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      onClick={onClick}
    >
      {children}
    </NavLink>
  );
}

/** The same look for a real <button> (forms, toggles): share the class. */
export const buttonClass = styles.button;
