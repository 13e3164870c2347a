import { useEffect } from 'react';
import styles from './drawer-frame.module.css';

/**
 * A drawer's frame, shown at once while the drawer's own code is still on its way (a first open before
 * anything fetched it): the panel opens on the click, with a spinner where its content will be. Escape
 * or a click outside closes it, as they close the drawer. It is part of the start-up code, so it is kept
 * to a panel and a label.
 */
export function DrawerFrame({
  label,
  side,
  onClose,
}: {
  label: string;
  side: 'left' | 'right' | 'top' | 'center';
  onClose: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div className={`${styles[side]} ${styles.pending}`} role="status" aria-label={label} />
    </>
  );
}
