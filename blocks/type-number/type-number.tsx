import styles from './type-number.module.css';

/** home_type 3, 6 and 7: "render only the type number" (spec: shell §2). */
export function TypeNumber({ home_type }: { home_type: number }) {
  return <div className={styles.box}>{home_type}</div>;
}
