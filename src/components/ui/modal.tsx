import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import drawer from './drawer.module.css';
import styles from './modal.module.css';
import { useReturnFocus } from './return-focus';

/**
 * A modal over any page (the sign-in and sign-up modals of shell §2): a centred panel over a dimmed page. Radix
 * Dialog traps focus and closes on Escape or a click outside; focus starts on the first field and goes back to
 * whatever opened it (useReturnFocus). The content names the modal with a `ModalTitle`.
 */
export function Modal({
  open,
  onOpenChange,
  children,
  describedBy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  describedBy?: string;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={drawer.overlay} />
        <Dialog.Content
          className={`${drawer.content} ${drawer.center}`}
          aria-describedby={describedBy}
          onOpenAutoFocus={(event) => {
            focus.remember();
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([type=hidden]), select, textarea',
            );
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.body}>{children}</div>
          {/* Last in the tab order (the form comes first), drawn in the corner. */}
          <Dialog.Close className={`${drawer.close} ${styles.close}`} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The modal's name: wraps the content's own heading (`asChild`), which keeps its level and style. */
export const ModalTitle = Dialog.Title;
