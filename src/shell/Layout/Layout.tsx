import type { ReactNode } from 'react';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { DeferredToaster } from '../../toast/DeferredToaster.tsx';
import styles from './Layout.module.scss';

/** The shell of every page: skip link, fixed header, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <DeferredToaster />
    </>
  );
}
