import styles from './marquee.module.css';

/**
 * spec: shell §2 — "A scrolling marquee text from site settings (header_marquee) appears when set."
 * A CSS animation (not <marquee>): it pauses on hover and focus and stands still for reduced motion.
 * The text is doubled for a seamless loop; the copy is hidden from assistive tech.
 */
export function Marquee({ text }: { text: string }) {
  if (!text) return <div className={styles.bar} aria-hidden="true" />;
  return (
    <div className={styles.bar}>
      <div className={styles.track}>
        <span className={styles.item}>{text}</span>
        <span className={styles.item} aria-hidden="true">
          {text}
        </span>
      </div>
    </div>
  );
}
