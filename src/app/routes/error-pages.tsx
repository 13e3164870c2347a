import { messages } from '@domain/messages';
import { Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module:?\s*(\S*)|Importing a module script failed|error loading dynamically imported module/i;

/** spec: shell §8 — script chunk loading failures read "Loading chunk … failed". */
export function describeRouteError(error: unknown): string | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = CHUNK_FAILURE.exec(text);
  if (!match) return null;
  const chunk = match[1]?.split('/').pop() ?? '';
  return `Loading chunk ${chunk || 'page'} failed`;
}

function ErrorBody({ error }: { error: unknown }) {
  useDocumentTitle('Error');
  const detail = describeRouteError(error);
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{messages.routerFallback}</h1>
      <p className={styles.lead}>{detail ?? 'Something went wrong while showing this page.'}</p>
      <p>
        <Link to="/" className={styles.button} reloadDocument>
          Go to Home
        </Link>
      </p>
    </section>
  );
}

/**
 * The router's fallback page at the app root (spec: shell §8 "The router's fallback page reads
 * 'Unexpected Application Error!'"). It renders without the layout, which may be what failed.
 */
export function AppErrorPage() {
  const error = useRouteError();
  return (
    <main id="main">
      <ErrorBody error={error} />
    </main>
  );
}

/** A route's own boundary (STYLE 7): the header and footer stay, only the page is replaced. */
export function RouteErrorPage() {
  return <ErrorBody error={useRouteError()} />;
}
