import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';
import styles from './drawer.module.css';

/**
 * A drawer over any page (menu, search, newsletter, bag). Radix Dialog gives the focus trap and
 * Escape to close; focus goes back to whatever opened the drawer (useReturnFocus).
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'right',
  hideTitle = false,
  children,
  describedBy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  side?: 'left' | 'right' | 'top';
  hideTitle?: boolean;
  children: ReactNode;
  describedBy?: string;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[side]}`}
          aria-describedby={describedBy}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
