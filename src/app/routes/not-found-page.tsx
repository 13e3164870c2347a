import { messages } from '@domain/messages';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** /error_404 (spec: catalogue §2 "Not found"). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{messages.notFoundTitle}</h1>
      <p className={styles.lead}>{messages.notFoundBody}</p>
      <Link to="/" className={styles.button}>
        Continue Shopping
      </Link>
    </section>
  );
}
