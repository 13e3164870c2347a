import { SiteFooter } from './site-footer';
import { WelcomeBanner } from './welcome-banner';

/** The frame's foot: the welcome banner and the footer (spec: shell §2 Footer), one file loaded on its own. */
export function FooterFrame({ onSignUp }: { onSignUp: () => void }) {
  return (
    <>
      <WelcomeBanner onSignUp={onSignUp} />
      <SiteFooter onSignUp={onSignUp} />
    </>
  );
}
