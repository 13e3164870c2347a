import { useEffect, useState } from 'react';
import { TEMP_ORDER_LOADER_MS } from '@domain/constants';
import { Spinner } from '@/components/ui/spinner';
import styles from './checkout.module.css';

/**
 * shell §4 "A 4000 ms loader follows temp order creation": shown when the temporary order exists and the
 * provider's window opens over it, gone after 4000 ms or when the payment ends (`hide`). One for the order's
 * payment and the gift card's.
 */
export function useProviderLoader() {
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), TEMP_ORDER_LOADER_MS);
    return () => clearTimeout(timer);
  }, [opening]);
  return { opening, show: () => setOpening(true), hide: () => setOpening(false) };
}

/** The loader over the page while the provider's window opens. */
export function ProviderLoader({ opening }: { opening: boolean }) {
  if (!opening) return null;
  return (
    <div className={styles.loader} role="status">
      <Spinner />
      <span>Opening secure payment…</span>
    </div>
  );
}
