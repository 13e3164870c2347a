import { useLocation } from 'react-router-dom';
import { useFooter } from '@/data/content/footer';
import { useSettings } from '@/data/content/settings';
import { useIsMobile } from '../hooks/use-is-mobile';
import { isWelcomeBannerHidden } from '../welcome-banner-visibility';
import { SiteFooterView } from './site-footer-view';

/**
 * The site footer (spec: shell §2 Footer). useFooter holds loading for the spec's 500 ms; a failed
 * load ends loading silently (shell §8), leaving the contact block and social links from settings.
 * Where the welcome banner is hidden (account pages, cart) the footer carries the newsletter sign-up.
 */
export function SiteFooter({ onSignUp }: { onSignUp: () => void }) {
  const footer = useFooter();
  const settings = useSettings();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  return (
    <SiteFooterView
      footer={footer.data?.footerIdData}
      settings={settings.data?.sitesettings}
      loading={footer.isPending}
      isMobile={isMobile}
      showSignUp={isWelcomeBannerHidden(pathname, isMobile)}
      onSignUp={onSignUp}
    />
  );
}
