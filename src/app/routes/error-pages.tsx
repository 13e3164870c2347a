import { messages } from '@domain/messages';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
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
export function AppErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorBody error={error} />
    </main>
  );
}

/** A route's own boundary (STYLE 7): the header and footer stay, only the page is replaced. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorBody error={error} />;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** A new value clears a caught error: the shopper has gone to another page. */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * A route's error boundary (STYLE 7, ADR 049): what its page throws while drawing (its code failed to load,
 * a bug) shows `fallback` in its place; going to another page tries again.
 */
export function RouteBoundary({ children, fallback }: Omit<BoundaryProps, 'resetKey'>) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
