import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/Icon/Icon.tsx';
import type { PageContent } from '../../../content-schema/units.ts';
import { site } from '../../../site.ts';
import styles from '../Contact.module.scss';

/** The contact details: the e-mail link, the location (Malta / online) and the availability. */
export function ContactInfo({ info }: { info: PageContent<'contact'>['info'] }) {
  const titleId = useId();
  const rows: Array<{ icon: IconName; label: string; value: ReactNode }> = [
    { icon: 'mail', label: info.emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
    { icon: 'pin', label: info.locationLabel, value: info.location },
    { icon: 'clock', label: info.availabilityLabel, value: info.availability },
  ];
  return (
    <section aria-labelledby={titleId} className={styles.infoCard}>
      <h2 id={titleId} className={styles.title}>
        {info.title}
      </h2>
      <dl className={styles.infoList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.infoRow}>
            <dt className={styles.infoLabel}>
              <Icon name={row.icon} className={styles.infoIcon} />
              {row.label}
            </dt>
            <dd className={styles.infoValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
