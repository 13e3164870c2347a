import type { SiteSettings } from '@schemas/content';
import styles from './site-footer.module.css';

/** spec: shell §2 Footer — support hours shown with the contact block. */
export const SUPPORT_HOURS = 'Monday-Saturday, 11am-6pm';

/** Keeps the digits and a leading plus, so "+91 98765 43210" dials. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** Address, support e-mail and phone from site settings (spec: shell §2 Footer, §3 Site settings). */
export function ContactBlock({ settings }: { settings: SiteSettings | undefined }) {
  const address = settings?.address.trim() ?? '';
  const email = settings?.admin_support_email.trim() ?? '';
  const phone = settings?.admin_support_mobile.trim() ?? '';
  const [days, time] = SUPPORT_HOURS.split(', ');
  return (
    <div className={styles.contact}>
      {address && <address className={styles.address}>{address}</address>}
      <ul className={styles.contactList}>
        {email && (
          <li>
            <span className={styles.contactLabel}>Email</span>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <span className={styles.contactLabel}>Call</span>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
        <li>
          <span className={styles.contactLabel}>Hours</span>
          <span>
            {days}, <span className={styles.nowrap}>{time}</span>
          </span>
        </li>
      </ul>
    </div>
  );
}
