import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/inline-style';
import styles from './modal.module.css';

/**
 * A modal over the product page (size guide, full-screen gallery): Radix Dialog traps focus, closes on
 * Escape and gives focus back to the button that opened it (ARCHITECTURE quality bars).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  fullScreen = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  hideTitle?: boolean;
  fullScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={cx(styles.content, fullScreen && styles.fullScreen)} aria-describedby={undefined}>
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
