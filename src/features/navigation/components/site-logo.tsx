import { Link } from 'react-router-dom';
import { mediaUrl } from '@/lib/media';
import { useSettings } from '@/data/content/settings';
import styles from './header.module.css';

// The logo box is fixed so the header never shifts when the image arrives (CLS ≤ 0.02).
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 48;

/**
 * spec: shell §2 "Header" — the logo links to /. It asks for low priority: on every page something larger is
 * the largest paint (the hero, a product, a title), so React writes no preload for it and the browser does not
 * raise it once laid out on screen, where it shared a phone's slow link with the largest paint (ADR 070).
 */
export function SiteLogo() {
  const settings = useSettings();
  const logo = settings.data?.sitesettings.logo;
  return (
    <Link to="/" className={styles.logo} aria-label="Padmakshya home">
      {logo ? (
        <img
          src={mediaUrl(logo, settings.data?.setting_image_path)}
          alt=""
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          fetchPriority="low"
          decoding="async"
        />
      ) : settings.isPending ? null : (
        // Without a configured logo (or settings) the name stands in, in the same box.
        <span className={styles.wordmark} aria-hidden="true">
          Padmakshya
        </span>
      )}
    </Link>
  );
}
