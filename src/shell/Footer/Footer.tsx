import { site, tagline } from '../../content/site.ts';
import { quickLinkRoutes } from '../../routes.ts';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import { useCopyrightYear } from './copyright-year.ts';
import styles from './Footer.module.scss';

/**
 * The site footer on every page: brand, tagline and social link; Quick Links (About Me, Programs,
 * Gallery, Blog); contact ("Malta / Online" and the e-mail); Privacy Policy and Terms of Service;
 * "© {current year} {brand}. All rights reserved."
 */
export function Footer() {
  const year = useCopyrightYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>
            <Logo size={24} />
            {site.brand}
          </h2>
          <p className={styles.tagline}>{tagline}</p>
          <ExternalLink href={site.socialUrl} className={styles.social}>
            Follow {site.socialLabel}
          </ExternalLink>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {quickLinkRoutes.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path}>{route.nav}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>{site.locationShort}</li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <p>
          © {year} {site.brand}. All rights reserved.
        </p>
        <ul className={styles.legalLinks}>
          <li>
            <NavLink to="/privacy">Privacy Policy</NavLink>
          </li>
          <li>
            <NavLink to="/terms">Terms of Service</NavLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
