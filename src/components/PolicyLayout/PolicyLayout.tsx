import type { ReactNode } from 'react';
import { PolicyCard, type Policy } from '../PolicyCard/PolicyCard.tsx';
import * as styles from './PolicyLayout.module.scss';

interface PolicyLayoutProps {
  policies: readonly Policy[];
  /** The contents list's accessible name, e.g. "On this page". */
  contentsLabel: string;
  /** Anything after the policies, e.g. a pointer to a related page. */
  children?: ReactNode;
}

/** Policies in full, with a contents list: pills on phones, a sticky sidebar on wide screens. */
export function PolicyLayout({ policies, contentsLabel, children }: PolicyLayoutProps) {
  return (
    <div className={styles.layout}>
      <nav className={styles.contents} aria-label={contentsLabel}>
        <p className={styles.contentsTitle} aria-hidden="true">
          {contentsLabel}
        </p>
        <ul className={styles.list}>
          {policies.map((policy) => (
            <li key={policy.address}>
              {/* An in-page jump, not a route: a plain fragment link. */}
              <a href={`#${policy.address}`} className={styles.jump}>
                {policy.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.policies}>
        {policies.map((policy) => (
          <PolicyCard key={policy.address} policy={policy} />
        ))}
        {children}
      </div>
    </div>
  );
}
