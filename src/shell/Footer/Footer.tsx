import { site } from '../../site.ts';
import { useEdition } from '../../editions/edition.ts';
import { quickLinkRoutes } from '../../routes.ts';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import { useCopyrightYear } from './copyright-year.ts';
import * as styles from './Footer.module.scss';
import { fill } from '../../lib/fill.ts';

/**
 * The site footer on every page: brand, tagline and social link; Quick Links (About Me, Programs,
 * Gallery, Blog); contact ("Malta / Online" and the e-mail); Privacy Policy and Terms of Service;
 * "© {current year} {brand}. All rights reserved."
 */
export function Footer() {
  const year = useCopyrightYear();
  const { locale, navLabels, shell, components } = useEdition();
  const texts = shell.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>
            <Logo size={24} />
            {site.brand}
          </h2>
          <p className={styles.tagline}>{texts.tagline}</p>
          <ExternalLink href={site.socialUrl} className={styles.social} newTabNote={components.opensInNewTab}>
            {fill(texts.follow, { handle: site.socialHandle, service: site.socialService })}
          </ExternalLink>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {texts.quickLinks}
          </h2>
          <ul className={styles.list}>
            {quickLinkRoutes(locale).map((route) => (
              <li key={route.path}>
                <NavLink to={route.path}>{navLabels[route.page]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {texts.contact}
          </h2>
          <ul className={styles.list}>
            <li>{texts.location}</li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <p>{fill(texts.copyright, { year })}</p>
        <ul className={styles.legalLinks}>
          <li>
            <NavLink to="/privacy">{texts.privacy}</NavLink>
          </li>
          <li>
            <NavLink to="/terms">{texts.terms}</NavLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
