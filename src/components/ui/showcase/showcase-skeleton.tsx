import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/inline-style';
import { SHOWCASE_COLUMNS, columnsStyle, widestRow, type ShowcaseKind } from './columns';
import layout from './showcase-layout.module.css';
import styles from './showcase-skeleton.module.css';

/**
 * One row of placeholder cards that holds a showcase block's place while its code or data loads (spec:
 * shell §4 "home blocks show placeholders while loading"): the same columns, picture ratio and text height
 * as the real cards, so nothing below moves when they arrive. Each kind's line widths and heights live in
 * the stylesheet (this file loads with the page, so it stays small).
 */
export function ShowcaseSkeleton({ kind }: { kind: ShowcaseKind }) {
  const columns = SHOWCASE_COLUMNS[kind];
  return (
    <div
      className={cx(layout.row, layout.skeletonRow, styles[kind])}
      style={columnsStyle(columns)}
      aria-hidden="true"
      data-testid="showcase-skeleton"
    >
      {Array.from({ length: widestRow(columns) }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton className={styles.media} />
          <Skeleton className={styles.line} />
          <Skeleton className={styles.line} />
          <Skeleton className={styles.line} />
          <Skeleton className={styles.line} />
          <Skeleton className={styles.avatar} />
        </div>
      ))}
    </div>
  );
}
