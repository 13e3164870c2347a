import { usePageHead } from '@/lib/page-head';
import { cx } from '@/lib/inline-style';
import page from './information.module.css';
import { ServicesStrip } from './services-strip';
import { SIZE_CHARTS } from './size-charts';
import styles from './size-guide.module.css';

/**
 * /size-guide (issue 12 §1): the three sizing charts (rings, loose bracelet, oval bracelet) as real tables, each
 * with a caption and column headers, and how to measure. A chart scrolls sideways on a narrow phone.
 */
export function SizeGuidePage() {
  usePageHead({
    title: 'Size Guide',
    description: 'Indian ring sizes, bangle sizes and oval bracelet sizes, with how to measure at home.',
    canonical: '/size-guide',
  });
  return (
    <>
      <section className={cx(page.page, page.narrow, page.titleOnly)} aria-labelledby="size-guide-title">
        <h1 id="size-guide-title" className={page.title}>
          Size Guide
        </h1>
        <p className={page.lead}>Find your size before you order. If you are between two sizes, choose the larger.</p>
        <nav aria-label="Charts" className={styles.toc}>
          {SIZE_CHARTS.map((chart) => (
            <a key={chart.id} href={`#${chart.id}`}>
              {chart.title}
            </a>
          ))}
        </nav>
        {SIZE_CHARTS.map((chart) => (
          <section key={chart.id} id={chart.id} className={styles.chart} aria-labelledby={`${chart.id}-title`}>
            <h2 id={`${chart.id}-title`} className={page.sectionTitle}>
              {chart.title}
            </h2>
            <p className={styles.howTo}>{chart.howTo}</p>
            {/* A chart wider than a phone scrolls sideways; the keyboard can scroll it too once it has focus. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
            <div className={styles.scroller} role="region" aria-label={`${chart.title}: size chart`} tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">{chart.caption}</caption>
                <thead>
                  <tr>
                    {chart.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={index} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={index}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </section>
      <ServicesStrip />
    </>
  );
}
