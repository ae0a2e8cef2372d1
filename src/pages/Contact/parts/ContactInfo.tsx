import { useId, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink/ExternalLink.tsx';
import { Icon, type IconName } from '../../../components/Icon/Icon.tsx';
import type { PageContent } from '../../../content-schema/units.ts';
import { useEdition } from '../../../editions/edition.ts';
import { site } from '../../../site.ts';
import * as styles from '../Contact.module.scss';

/** The booking calendar this build links to: '' (none, the default) or its https:// page (bookingUrl, see scripts/service-settings.ts). */
const BOOKING_URL: string = __BOOKING_URL__;

interface ContactInfoProps {
  info: PageContent<'contact'>['info'];
  /** The booking calendar's page: this build's unless a test gives another. */
  bookingUrl?: string;
}

/**
 * The contact details: the e-mail link, the booking calendar when the build has one (it opens
 * in a new tab; the site loads nothing from it), the location (Malta / online) and the
 * availability.
 */
export function ContactInfo({ info, bookingUrl = BOOKING_URL }: ContactInfoProps) {
  const titleId = useId();
  const { components } = useEdition();
  const rows: Array<{ icon: IconName; label: string; value: ReactNode }> = [
    { icon: 'mail', label: info.emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
    ...(bookingUrl
      ? [
          {
            icon: 'calendar' as const,
            label: info.bookingLabel,
            value: (
              <ExternalLink href={bookingUrl} newTabNote={components.opensInNewTab}>
                {info.booking}
              </ExternalLink>
            ),
          },
        ]
      : []),
    { icon: 'pin', label: info.locationLabel, value: info.location },
    {
      icon: 'clock',
      label: info.availabilityLabel,
      value: info.availability.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      )),
    },
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
