import type { FooterContent, SiteSettings } from '@schemas/content';
import { laidOutNear } from '@/components/ui/laid-out-near';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import { FOOTER_PLACEHOLDERS } from '@domain/constants';
import { cx } from '@/lib/inline-style';
import { ChatLink } from './chat-link';
import { ContactBlock } from './contact-block';
import { FooterAccordion } from './footer-accordion';
import { FooterColumns, FooterColumnsSkeleton, footerColumns } from './footer-columns';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

export interface SiteFooterViewProps {
  footer: FooterContent | undefined;
  settings: SiteSettings | undefined;
  /** The footer call is in flight (the 500 ms minimum included); a failure ends it silently. */
  loading: boolean;
  isMobile: boolean;
  /** The welcome banner is hidden on this page, so the footer offers the sign-up itself. */
  showSignUp: boolean;
  onSignUp: () => void;
}

/** The footer as drawn from its data; SiteFooter feeds it from the queries (spec: shell §2 Footer). */
export function SiteFooterView({ footer, settings, loading, isMobile, showSignUp, onSignUp }: SiteFooterViewProps) {
  const columns = footerColumns(footer);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {/* Below the first screen on nearly every page, so laid out once near it (ADR 072); the chat link stays
          outside, as it floats over every screen. */}
      <div className={cx(styles.inner, laidOutNear)}>
        <div className={styles.brandBar}>
          <div className={styles.brand}>
            <p className={styles.wordmark}>Padmakshya</p>
            <BrandStory html={footer?.footer_desc5 ?? ''} loading={loading} />
          </div>
          {showSignUp && (
            <button
              type="button"
              className={styles.newsletterButton}
              aria-haspopup="dialog"
              data-opens="newsletter"
              onClick={onSignUp}
            >
              Join our newsletter
            </button>
          )}
        </div>

        {isMobile ? (
          <FooterAccordion
            // spec: shell §4 — 4 placeholders while loading; Contact Us comes from settings, so it stays.
            placeholders={loading ? FOOTER_PLACEHOLDERS : 0}
            items={[
              ...columns.map((c) => ({
                key: c.key,
                title: c.title,
                content: <SafeHtml html={c.html} className={styles.cms} />,
              })),
              // spec: shell §2 — the mobile accordion has an extra Contact Us item.
              { key: 'contact', title: 'Contact Us', content: <ContactBlock settings={settings} /> },
            ]}
          />
        ) : (
          <div className={styles.grid}>
            {loading ? <FooterColumnsSkeleton /> : <FooterColumns columns={columns} />}
            <section className={styles.column} aria-labelledby="footer-contact-title">
              <h2 id="footer-contact-title" className={styles.columnTitle}>
                Contact Us
              </h2>
              <ContactBlock settings={settings} />
            </section>
          </div>
        )}

        <div className={styles.bottom}>
          <p className={styles.copyright}>© {year} Padmakshya. All rights reserved.</p>
          <SocialLinks settings={settings} />
        </div>
      </div>
      <ChatLink whatsappNumber={settings?.admin_whatsapp_no} />
    </footer>
  );
}

/** footer_desc5: the shop's short story from the back office (spec: shell §3 Footer content). */
function BrandStory({ html, loading }: { html: string; loading: boolean }) {
  if (loading) {
    return (
      <div className={`${styles.about} ${styles.aboutSkeleton}`} aria-hidden="true">
        <Skeleton width="95%" height={12} className={styles.aboutLine} />
        <Skeleton width="88%" height={12} className={styles.aboutLine} />
        <Skeleton width="92%" height={12} className={styles.aboutLine} />
        {/* Narrow screens wrap the story onto more lines. */}
        <Skeleton width="85%" height={12} className={`${styles.aboutLine} ${styles.narrowOnly}`} />
        <Skeleton width="90%" height={12} className={`${styles.aboutLine} ${styles.narrowOnly}`} />
        <Skeleton width="50%" height={12} className={`${styles.aboutLine} ${styles.narrowOnly}`} />
      </div>
    );
  }
  if (html.trim()) return <SafeHtml html={html} className={styles.about} />;
  return <p className={styles.about}>Jewellery, clothing and handcrafted textiles from India.</p>;
}
