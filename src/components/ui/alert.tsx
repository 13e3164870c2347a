import type { ReactNode } from 'react';
import styles from './alert.module.css';

/**
 * A message box. Success is announced politely (role="status"); danger interrupts (role="alert").
 * spec: shell §8 — the newsletter and unsubscribe outcomes show in success or danger alerts.
 */
export function Alert({
  variant,
  children,
  className,
  id,
}: {
  variant: 'success' | 'danger';
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={variant === 'danger' ? 'alert' : 'status'}
      className={[styles.alert, styles[variant], className].filter(Boolean).join(' ')}
    >
      {/* An SVG, not a glyph: the alert's text stays exactly the message (tests read textContent). */}
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        {variant === 'danger' ? (
          <path d="M10 5v6.5M10 14.2v.3" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="m6 10.2 2.7 2.7L14 7.6"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span className={styles.text}>{children}</span>
    </div>
  );
}
