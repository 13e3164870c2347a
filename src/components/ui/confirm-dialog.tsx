import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import button from './button.module.css';
import styles from './dialog.module.css';
import { heldWhileBusy } from './held-while-busy';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, word for word (the spec's: 'Are you sure ? Want to log out'). */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A yes/no question in a modal (an alert dialog): focus starts on No, stays inside, Escape or No closes, and
 * focus returns to what opened it. Yes runs `onConfirm`; the caller closes it when done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  question,
  confirmLabel,
  onConfirm,
  busy,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{question}</Dialog.Title>
          {children}
          <div className={styles.actions}>
            <Dialog.Close className={styles.secondary} data-cancel="">
              No
            </Dialog.Close>
            <button type="button" className={button.primary} {...heldWhileBusy(busy, onConfirm)}>
              {busy && <Spinner size="sm" />}
              <span>{confirmLabel}</span>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
