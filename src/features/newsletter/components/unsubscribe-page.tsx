import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { callFailureMessage, GENERIC_FAILURE } from '@/lib/call-failure';
import { useUnsubscribe, type UnsubscribeFn } from '@/data/newsletter/unsubscribe';
import button from '@/components/ui/button.module.css';
import styles from './newsletter.module.css';

export const INVALID_LINK = 'Invalid unsubscribe link.';
/** Shown only when the server confirms without a message of its own. */
export const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';

/** Route /unsubscribe?id=… (spec: catalogue §2 Unsubscribe). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return <UnsubscribeView id={params.get('id')?.trim() ?? ''} />;
}

/**
 * Calls unsubscribe once for `id` and shows the server's message for success or error
 * (spec: shell §8), with a Go To Home link.
 */
export function UnsubscribeView({ id, unsubscribe }: { id: string; unsubscribe?: UnsubscribeFn }) {
  const { mutate, data, error, isError, isSuccess } = useUnsubscribe(unsubscribe);
  // StrictMode runs mount effects twice; the ref keeps it to one call per link.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!id || sentFor.current === id) return;
    sentFor.current = id;
    mutate(id);
  }, [id, mutate]);

  let outcome;
  if (!id) {
    outcome = <Alert variant="danger">{INVALID_LINK}</Alert>;
  } else if (isSuccess && data.status === 'success') {
    outcome = <Alert variant="success">{data.message || UNSUBSCRIBED}</Alert>;
  } else if (isSuccess) {
    outcome = <Alert variant="danger">{data.message || GENERIC_FAILURE}</Alert>;
  } else if (isError) {
    outcome = <Alert variant="danger">{callFailureMessage(error, 'id')}</Alert>;
  } else {
    outcome = <Spinner label="Unsubscribing" surface />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Unsubscribe</h1>
        <div className={styles.outcome}>{outcome}</div>
        {isSuccess && data.status === 'success' && (
          <p className={styles.note}>We are sorry to see you go. You can sign up again at any time from the footer.</p>
        )}
        <Link to="/" className={`${button.primary} ${styles.home}`}>
          Go To Home
        </Link>
      </div>
    </div>
  );
}
