import type { ReactNode } from 'react';
import { useEdition } from '../../editions/edition.ts';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import * as styles from './Layout.module.scss';

/** The shell of every page: skip link, fixed header, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { shell } = useEdition();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {shell.skipLink}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
