import { FOOTER_PLACEHOLDERS } from '@domain/constants';
import type { FooterContent } from '@schemas/content';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './site-footer.module.css';

export interface FooterColumn {
  key: string;
  title: string;
  html: string;
}

/** The four configurable columns (footer_title1..4, footer_desc1..4); empty ones are left out. */
export function footerColumns(footer: FooterContent | undefined): FooterColumn[] {
  if (!footer) return [];
  const columns = [
    { key: 'footer-1', title: footer.footer_title1, html: footer.footer_desc1 },
    { key: 'footer-2', title: footer.footer_title2, html: footer.footer_desc2 },
    { key: 'footer-3', title: footer.footer_title3, html: footer.footer_desc3 },
    { key: 'footer-4', title: footer.footer_title4, html: footer.footer_desc4 },
  ];
  return columns.filter((c) => c.title.trim() !== '' || c.html.trim() !== '');
}

/** Desktop: the columns side by side. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <>
      {columns.map((c) => (
        <section key={c.key} className={styles.column} aria-labelledby={`${c.key}-title`}>
          <h2 id={`${c.key}-title`} className={styles.columnTitle}>
            {c.title}
          </h2>
          <SafeHtml html={c.html} className={styles.cms} />
        </section>
      ))}
    </>
  );
}

/** Six lines, as a typical column has six links, so the footer does not jump when it loads. */
const LINE_WIDTHS = ['80%', '65%', '72%', '50%', '68%', '58%'];

/** spec: shell §4 — 4 footer placeholder columns while the footer loads. */
export function FooterColumnsSkeleton() {
  return (
    <>
      {Array.from({ length: FOOTER_PLACEHOLDERS }, (_, i) => (
        <div key={i} className={styles.column} aria-hidden="true" data-testid="footer-placeholder">
          <Skeleton width="55%" height={20} className={styles.skeletonTitle} />
          {LINE_WIDTHS.map((width) => (
            <Skeleton key={width} width={width} height={12} className={styles.skeletonLine} />
          ))}
        </div>
      ))}
    </>
  );
}
