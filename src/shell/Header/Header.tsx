import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { site } from '../../content/site.ts';
import { findRoute, navRoutes } from '../../routes.ts';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import styles from './Header.module.scss';

/**
 * The fixed site header: logo, navigation, "Book a Class". Below the md breakpoint the
 * navigation folds into a menu that "Toggle menu" opens and any link choice closes.
 * A reading-B alias highlights its twin's item (/program marks "Programs"): same page.
 */
export function Header() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const currentPath = findRoute(location)?.path;
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open menu, as in any disclosure menu, and gives focus back to the
  // toggle: a focused link inside the closing menu would vanish and drop focus to <body>.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.getElementById(menuId)?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, menuId]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <NavLink to="/" className={styles.logo} onClick={closeMenu}>
          <Logo />
          <span>{site.brand}</span>
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          data-menu-toggle
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleIcon} data-open={menuOpen} aria-hidden="true" />
        </button>
        <nav id={menuId} className={styles.menu} data-menu data-open={menuOpen} aria-label="Main">
          <ul className={styles.links}>
            {navRoutes.map((route) => (
              <li key={route.path}>
                <NavLink
                  to={route.path}
                  className={styles.link}
                  aria-current={route.path === currentPath ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {route.nav}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to="/contact" className={styles.cta} onClick={closeMenu}>
            Book a Class
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
