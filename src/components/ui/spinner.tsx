import styles from './spinner.module.css';

/**
 * The loader (spec: shell §9 — default style 'spinner-default' on a white background).
 * With a `label` it announces itself (role="status"); without one it is decorative, e.g. inside a
 * button whose own state (disabled, aria-busy) already tells assistive technology what is happening.
 */
export function Spinner({
  size = 'md',
  label,
  surface = false,
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** Centre the spinner on the spec's white panel (page and drawer loaders). */
  surface?: boolean;
  className?: string;
}) {
  const spinner = <span className={[styles.spinner, styles[size], 'spinner-default'].join(' ')} aria-hidden="true" />;
  const content = label ? (
    <span role="status" className={styles.labelled}>
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  ) : (
    spinner
  );
  if (!surface) return className ? <span className={className}>{content}</span> : content;
  return <div className={[styles.surface, className].filter(Boolean).join(' ')}>{content}</div>;
}
