import styles from './services-strip.module.css';

/** spec: catalogue §2 "Information pages" — the support hours as shown. */
export const SUPPORT_HOURS = 'Monday-Saturday, 11am-6pm';

/** spec: catalogue §2 "Information pages" — the services strip's three promises. */
const SERVICES = [
  { title: 'Handcrafted in India', text: 'Made by hand by karigars and weavers across India.', icon: '✋' },
  { title: 'Secure payment', text: 'Pay by UPI, cards and wallets, or cash on delivery.', icon: '🔒' },
  { title: 'Shipping across India', text: 'Insured delivery to every pincode we serve.', icon: '🚚' },
] as const;

/** The services strip and the support hours, below the information pages. */
export function ServicesStrip() {
  return (
    <aside className={styles.strip} aria-label="Our services">
      <ul className={styles.list}>
        {SERVICES.map((service) => (
          <li key={service.title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              {service.icon}
            </span>
            <span>
              <strong className={styles.name}>{service.title}</strong>
              <span className={styles.text}>{service.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.hours}>
        Support hours: <strong>{SUPPORT_HOURS}</strong>
      </p>
    </aside>
  );
}
