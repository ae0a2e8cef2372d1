import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { site } from '../../site.ts';
import { useEdition } from '../../editions/edition.ts';
import { findRoute, localizePath, locales, navRoutes, twinOf } from '../../routes.ts';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import * as styles from './Header.module.scss';

/**
 * The fixed site header: logo, navigation, "Book a Class", the link to this page in the other
 * language. The elements come in the order a visitor sees them at every width, so that the
 * keyboard follows the eye. Below the lg breakpoint the navigation folds into a sheet under
 * the bar that "Toggle menu" (the bar's last item) opens, moving focus to its first link, and
 * any link choice closes; the bar itself stays as it is. A reading-B alias highlights its
 * twin's item (/program marks "Programs"): same page.
 */
export function Header() {
  const [location] = useLocation();
  const { locale, navLabels, shell } = useEdition();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const route = findRoute(location);
  const currentPath = route?.path;
  // The other edition, and this page in it (an unknown address links to its home).
  const otherLocale = locales.find((other) => other !== locale) ?? locale;
  const otherPath = route ? twinOf(route, otherLocale).path : localizePath('/', otherLocale);
  const closeMenu = () => setMenuOpen(false);
  // The open menu: focus moves to its first link, which comes before the toggle in the page
  // (the sheet opens under the bar, the toggle is the bar's last item). Escape closes it, as in
  // any disclosure menu, and gives focus back to the toggle: a focused link inside the closing
  // menu would vanish and drop focus to <body>.
  useEffect(() => {
    if (!menuOpen) return;
    document.getElementById(menuId)?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.getElementById(menuId)?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    // A click on the dimmed page under the open menu (the header's own backdrop) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === headerRef.current) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [menuOpen, menuId]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <NavLink to="/" className={styles.logo} onClick={closeMenu}>
          <Logo />
          <span>{site.brand}</span>
        </NavLink>
        <nav id={menuId} className={styles.menu} data-menu data-open={menuOpen} aria-label={shell.header.navLabel}>
          <ul className={styles.links}>
            {navRoutes(locale).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={styles.link}
                  aria-current={item.path === currentPath ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {navLabels[item.page]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to="/contact" className={styles.cta} onClick={closeMenu}>
          {shell.header.book}
        </ButtonLink>
        <NavLink
          to={otherPath}
          locale={otherLocale}
          className={styles.language}
          lang={otherLocale}
          hrefLang={otherLocale}
          onClick={closeMenu}
        >
          {shell.otherLanguage}
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          data-menu-toggle
          aria-label={shell.header.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleIcon} data-open={menuOpen} aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
