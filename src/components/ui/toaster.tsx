import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_BAG, TOAST_CHECKOUT } from '@domain/constants';
import { BAG_TOASTER_ID, CHECKOUT_TOASTER_ID } from '@/lib/toast';
import styles from './toaster.module.css';

const classNames = { toast: styles.toast, title: styles.title, success: styles.success, error: styles.error };

/**
 * Both toasters of spec shell §9. Sonner has no progress bar, so the checkout toaster draws one in
 * CSS (docs/decisions/008-toasts-and-dialogs.md); its length is the toaster's auto-close time.
 */
export function AppToaster() {
  return (
    <>
      <Toaster
        id={BAG_TOASTER_ID}
        position={TOAST_BAG.position}
        duration={TOAST_BAG.duration}
        closeButton
        containerAriaLabel="Bag notifications"
        toastOptions={{ classNames }}
      />
      <Toaster
        id={CHECKOUT_TOASTER_ID}
        position={TOAST_CHECKOUT.position}
        duration={TOAST_CHECKOUT.duration}
        closeButton
        containerAriaLabel="Notifications"
        style={{ '--toast-progress-ms': `${TOAST_CHECKOUT.duration}ms` } as CSSProperties}
        toastOptions={{ classNames: { ...classNames, toast: `${styles.toast} ${styles.progress}` } }}
      />
    </>
  );
}
