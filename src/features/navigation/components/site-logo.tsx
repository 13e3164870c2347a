import { Link } from 'react-router-dom';
import { mediaUrl } from '@/lib/media';
import { useSettings } from '@/data/content/settings';
import styles from './header.module.css';

// The logo box is fixed so the header never shifts when the image arrives (CLS ≤ 0.02).
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 48;

/**
 * spec: shell §2 "Header" — the logo links to /. It is not asked for first: on every page something larger
 * is the largest paint (the hero, a product, a title), and the browser raises the logo's priority itself
 * once it is laid out on screen (ADR 039).
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
