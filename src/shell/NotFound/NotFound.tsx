import { useEffect } from 'react';
import { useEdition } from '../../editions/edition.ts';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink.tsx';
import { NavLink } from '../../components/NavLink/NavLink.tsx';
import { locales, navRoutes } from '../../routes.ts';
import { codeBefore } from '../../lib/typography.ts';
import * as styles from './NotFound.module.scss';

/**
 * The page for any path the route table does not know: "404", "Oops! Page not found" and a
 * "Return to Home" link, in the edition of the path (/ja/… is answered in Japanese once the app
 * runs), and a link to the other edition's home page in its language: without JavaScript, a file
 * host answers every unknown path with this page in English. Under them, the edition's main
 * pages (the header's menu, under the footer's "Quick Links" heading), for a visitor who came
 * for one of them. The unknown path is logged to the console as an error, on purpose.
 */
export function NotFound({ path }: { path: string }) {
  const { locale, shell, navLabels } = useEdition();
  const texts = shell.notFound;
  const otherLocale = locales.find((other) => other !== locale)!;
  useEffect(() => {
    console.error(`404 Error: no page exists at "${path}"`);
  }, [path]);

  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          <span className="visually-hidden">{codeBefore('404', texts.title)}</span>
          {texts.title}
        </h1>
        <p className={styles.text}>{texts.text}</p>
        <ButtonLink to="/">{texts.home}</ButtonLink>
        <NavLink to="/" locale={otherLocale} className={styles.other} lang={otherLocale} hrefLang={otherLocale}>
          {texts.otherHome}
        </NavLink>
        <div className={styles.pages}>
          <h2 className={styles.pagesTitle}>{shell.footer.quickLinks}</h2>
          <ul>
            {navRoutes(locale)
              .filter((route) => route.page !== 'Home')
              .map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path}>{navLabels[route.page]}</NavLink>
                </li>
              ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
