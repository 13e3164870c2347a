import type { ReactNode, Ref } from 'react';
import { ModalTitle } from '@/components/ui/modal';
import styles from './account.module.css';

/**
 * The heading of a sign-in or registration step. The same panel is a page (/login, /register: the page's h1)
 * and a modal over any page (shell §2: the modal's title, an h2). It takes focus when the step changes, so
 * a screen reader reads the new step.
 */
export type PanelTitle = (props: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) => ReactNode;

export const PageTitle: PanelTitle = ({ children, ref }) => (
  <h1 ref={ref} tabIndex={-1} className={styles.heading}>
    {children}
  </h1>
);

export const DialogTitle: PanelTitle = ({ children, ref }) => (
  <ModalTitle asChild>
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  </ModalTitle>
);
