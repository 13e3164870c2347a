import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A placeholder that holds layout while data loads (no layout shift when content arrives). */
export function Skeleton({
  width,
  height,
  radius,
  className,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}
