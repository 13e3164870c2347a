import styles from './error-card.module.css';

/**
 * What editors see instead of a block that could not be rendered (ADR 005): the block's name and type,
 * and one line per failing path, e.g. `sections[2].columns[0].details[1].home_image: Required`.
 */
export function ErrorCard({ label, lines }: { label: string; lines: readonly string[] }) {
  return (
    <div role="alert" className={styles.card}>
      <p className={styles.title}>Block could not be rendered</p>
      <p className={styles.label}>{label}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
