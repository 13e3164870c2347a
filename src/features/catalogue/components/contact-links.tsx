import styles from './product-page.module.css';

export interface ContactSettings {
  admin_whatsapp_no: string;
  admin_support_mobile: string;
  admin_support_email: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Email, Contact and Live Chat (catalogue §2 "Product detail", §3 "Settings"): mailto: the support e-mail,
 * tel: the support number and WhatsApp for the chat, each only when the shop has set it.
 */
export function ContactLinks({
  settings,
  productName,
}: {
  settings: ContactSettings | undefined;
  productName: string;
}) {
  if (!settings) return null;
  const email = settings.admin_support_email.trim();
  const phone = settings.admin_support_mobile.trim();
  const whatsapp = digitsOf(settings.admin_whatsapp_no);
  if (!email && !phone && !whatsapp) return null;
  const subject = encodeURIComponent(`About ${productName}`);
  return (
    <ul className={styles.contact} aria-label="Ask us about this piece">
      {email && (
        <li>
          <a href={`mailto:${email}?subject=${subject}`}>Email</a>
        </li>
      )}
      {phone && (
        <li>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>Contact</a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a href={`https://wa.me/${whatsapp}?text=${subject}`} target="_blank" rel="noopener noreferrer">
            Live Chat
          </a>
        </li>
      )}
    </ul>
  );
}
