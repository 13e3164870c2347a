import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { placeholderTitles } from './placeholder-titles';
import styles from './pages.module.css';

/**
 * A route of the spec's table that a later issue builds (`path`, one of placeholder-paths.ts): its
 * title and a short line, inside the layout.
 */
export function PlaceholderPage({ path }: { path: string }) {
  const params = useParams();
  const title = placeholderTitles[path] ?? 'Padmakshya';
  const heading = typeof title === 'function' ? title(params) : title;
  useDocumentTitle(heading);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>This part of the store is being crafted and opens soon.</p>
      <Link to="/" className={styles.button}>
        Continue Shopping
      </Link>
    </section>
  );
}
