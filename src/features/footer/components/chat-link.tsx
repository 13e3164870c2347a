import { Link } from 'react-router-dom';
import styles from './chat-link.module.css';

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
    <path
      d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.6 3.9c-.4.3-.9 0-.9-.4V16A2.5 2.5 0 0 1 4 13.5v-8Z"
      fill="currentColor"
    />
    <circle cx="8.5" cy="9.5" r="1.1" fill="var(--color-brand)" />
    <circle cx="12" cy="9.5" r="1.1" fill="var(--color-brand)" />
    <circle cx="15.5" cy="9.5" r="1.1" fill="var(--color-brand)" />
  </svg>
);

/**
 * The floating chat-message link (spec: shell §2 Footer): WhatsApp when the shop's number is set,
 * otherwise the contact page.
 */
export function ChatLink({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const digits = (whatsappNumber ?? '').replace(/\D/g, '');
  if (!digits) {
    return (
      <Link to="/contact-us" className={styles.chat} aria-label="Chat with us">
        <ChatIcon />
      </Link>
    );
  }
  return (
    <a
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.chat}
      aria-label="Chat with us"
    >
      <ChatIcon />
    </a>
  );
}
