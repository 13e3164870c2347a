import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { messages } from '@domain/messages';
import { CANCEL_REASONS, type CancelReason } from '@domain/order-status';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import dialog from '@/components/ui/dialog.module.css';
import form from '@/components/ui/form.module.css';
import { useCancelOrder } from '@/data/account/orders';
import { toastBag } from '@/lib/toast';
import styles from './account-area.module.css';

/** spec: catalogue §4, §9 — after a cancel the page reloads after 1 s. */
export const CANCEL_RELOAD_MS = 1000;

/**
 * Cancel Order (catalogue §4, §5): the nine reasons as radios; none chosen gets 'Please choose cancel
 * reason'. The server's notification is a toast on success (then the page reloads after 1 s) and a red
 * alert on failure (catalogue §8: data.notification).
 */
export function CancelOrderDialog({ orderNumber }: { orderNumber: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState('');
  const cancel = useCancelOrder(orderNumber);

  const submit = async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    setFailure('');
    const result = await cancel.mutateAsync(reason);
    if (!result.ok) {
      setFailure(result.notification);
      return;
    }
    if (result.notification) toastBag.success(result.notification, 'order-cancelled');
    setOpen(false);
    setTimeout(() => window.location.reload(), CANCEL_RELOAD_MS);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setMissing(false);
        setFailure('');
      }}
    >
      <Dialog.Trigger className={button.primary}>Cancel Order</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.panel} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>Cancel order {orderNumber}</Dialog.Title>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!cancel.isPending) void submit();
            }}
          >
            <fieldset
              className={styles.reasons}
              aria-describedby={missing ? `${id}-missing` : undefined}
              aria-invalid={missing || undefined}
            >
              <legend className={styles.sectionHeading}>Why are you cancelling?</legend>
              {CANCEL_REASONS.map((r) => (
                <label key={r} className={styles.reason}>
                  <input
                    type="radio"
                    name="cancel-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setMissing(false);
                    }}
                  />
                  <span>{r}</span>
                </label>
              ))}
            </fieldset>
            {missing && (
              <p id={`${id}-missing`} className={form.error} role="alert">
                {messages.cancelReasonRequired}
              </p>
            )}
            {failure && <Alert variant="danger">{failure}</Alert>}
            <div className={dialog.actions}>
              <Dialog.Close type="button" className={dialog.secondary}>
                Keep Order
              </Dialog.Close>
              <button type="submit" className={button.primary} {...heldWhileBusy(cancel.isPending)}>
                {cancel.isPending && <Spinner size="sm" />}
                <span>Cancel Order</span>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
