import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageContent } from '@/data/content/page-content';
import { jewelryCareQueryOptions } from '@/data/information/jewelry-care';
import { cx } from '@/lib/inline-style';
import { usePageHead } from '@/lib/page-head';
import { ResponsiveSections } from '@/renderer/responsive-sections';
import { PageHeader } from '../page-header';
import styles from './jewellery-care.module.css';
import { useActiveSection } from './use-active-section';

const sectionId = (index: number) => `care-${index + 1}`;

/**
 * /jewellery-care (catalogue §2 "Information pages", §9): the content page `jewellery-care` from the back office
 * (`pagecontent`), then the `jewelryCare` entries as sections beside a side list. The list marks the section the
 * reader is in (its top within 180 px of the viewport's top); a click marks that section, scrolls to it and moves focus
 * there.
 */
export function JewelleryCarePage() {
  usePageHead({
    title: 'Jewellery Care',
    description:
      'How to clean, wear, store and travel with gold, silver, kundan, polki, meenakari and pearl jewellery, from the Padmakshya workshop.',
    canonical: '/jewellery-care',
  });
  const content = usePageContent('jewellery-care');
  const page = content.data?.status === 'success' ? content.data.data : undefined;
  const care = useQuery(jewelryCareQueryOptions());
  const entries = care.data?.status === 'success' ? care.data.jewelryData.filter((e) => e.jewelry_title.trim()) : [];
  const ids = entries.map((_, index) => sectionId(index));
  const [active, choose] = useActiveSection(ids);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    choose(id);
    target.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <article>
      {page ? (
        <>
          <PageHeader page={page} headerImagePath={content.data?.header_image_path ?? ''} />
          <ResponsiveSections
            browser={content.data?.resAppearanceHomeBrowserData ?? []}
            mobile={content.data?.resAppearanceHomeMobileData ?? []}
          />
        </>
      ) : content.isPending ? (
        <Skeleton height={320} radius={0} style={{ display: 'block' }} />
      ) : (
        <h1 className={styles.fallbackTitle}>Jewellery Care</h1>
      )}
      <div className={styles.guide} aria-busy={care.isPending}>
        {care.isPending ? (
          <Skeleton height={480} style={{ display: 'block' }} />
        ) : (
          entries.length > 0 && (
            <>
              <nav className={styles.side} aria-label="Care guide">
                <ol className={styles.sideList}>
                  {entries.map((entry, index) => {
                    const id = sectionId(index);
                    return (
                      <li key={id}>
                        <a
                          href={`#${id}`}
                          className={cx(styles.sideLink, active === id && styles.active)}
                          aria-current={active === id ? 'location' : undefined}
                          onClick={(event) => goTo(event, id)}
                        >
                          {entry.jewelry_title}
                        </a>
                      </li>
                    );
                  })}
                </ol>
              </nav>
              <div className={styles.sections}>
                {entries.map((entry, index) => (
                  <section
                    key={sectionId(index)}
                    id={sectionId(index)}
                    tabIndex={-1}
                    className={styles.section}
                    aria-labelledby={`${sectionId(index)}-title`}
                  >
                    <h2 id={`${sectionId(index)}-title`} className={styles.sectionTitle}>
                      {entry.jewelry_title}
                    </h2>
                    <SafeHtml html={entry.jewelry_description} className={styles.sectionBody} />
                  </section>
                ))}
              </div>
            </>
          )
        )}
      </div>
    </article>
  );
}
