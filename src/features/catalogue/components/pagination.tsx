import { cx } from '@/lib/inline-style';
import styles from './pagination.module.css';

/**
 * Listing pagination (catalogue §2): first, previous, one button per page, next and last; only when there
 * is more than one page. Each is a link (`hrefOf(page)`), so a page can be opened in a new tab and works
 * before the app has started; `onPage` handles the click in the app (the listing scrolls to the top).
 */
export function Pagination({
  page,
  lastPage,
  hrefOf,
  onPage,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, page), lastPage);
  const pages = Array.from({ length: lastPage }, (_, i) => i + 1);

  const step = (target: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      <li>
        <span className={cx(styles.button, styles.disabled)} aria-hidden="true">
          {text}
        </span>
      </li>
    ) : (
      <li>
        <a
          className={styles.button}
          href={hrefOf(target)}
          aria-label={label}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            event.preventDefault();
            onPage(target);
          }}
        >
          {text}
        </a>
      </li>
    );

  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul className={styles.list}>
        {step(1, 'First page', '«', current === 1)}
        {step(current - 1, 'Previous page', '‹', current === 1)}
        {pages.map((n) => (
          <li key={n}>
            <a
              className={cx(styles.button, n === current && styles.current)}
              href={hrefOf(n)}
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                if (n !== current) onPage(n);
              }}
            >
              {n}
            </a>
          </li>
        ))}
        {step(current + 1, 'Next page', '›', current === lastPage)}
        {step(lastPage, 'Last page', '»', current === lastPage)}
      </ul>
    </nav>
  );
}
