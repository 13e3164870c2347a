import { useLocation } from 'react-router-dom';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import { useFooter } from '@/data/content/footer';
import { useIsMobile } from '../hooks/use-is-mobile';
import { isWelcomeBannerHidden } from '../welcome-banner-visibility';
import button from '@/components/ui/button.module.css';
import styles from './welcome-banner.module.css';

/** The band above the footer inviting shoppers to the newsletter (spec: shell §2 Footer). */
export function WelcomeBanner({ onSignUp }: { onSignUp: () => void }) {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const footer = useFooter();
  if (isWelcomeBannerHidden(pathname, isMobile)) return null;
  return (
    <WelcomeBannerView
      html={footer.data?.footerIdData.footer_desc6 ?? ''}
      loading={footer.isPending}
      onSignUp={onSignUp}
    />
  );
}

/** `html` is footer_desc6 from the back office; without it the shop's own invitation shows. */
export function WelcomeBannerView({
  html,
  loading,
  onSignUp,
}: {
  html: string;
  loading: boolean;
  onSignUp: () => void;
}) {
  return (
    <section className={styles.banner} aria-label="Newsletter invitation">
      <div className={styles.inner}>
        <div className={styles.text}>
          {loading ? (
            <div aria-hidden="true" className={styles.skeletonText}>
              <Skeleton width="60%" height={26} className={styles.skeletonTitle} />
              <Skeleton width="85%" height={14} />
            </div>
          ) : html.trim() ? (
            <SafeHtml html={html} className={styles.cms} />
          ) : (
            <>
              <h2 className={styles.title}>Join the Padmakshya circle</h2>
              <p className={styles.line}>
                New collections, festive edits and private previews of our handcrafted pieces, first to your inbox.
              </p>
            </>
          )}
        </div>
        <button
          type="button"
          className={`${button.primary} ${styles.signUp}`}
          aria-haspopup="dialog"
          data-opens="newsletter"
          onClick={onSignUp}
        >
          SIGN UP
        </button>
      </div>
    </section>
  );
}
