import { Link } from 'react-router-dom';
import type { HeaderDetails } from '@schemas/catalogue-listing';
import { SafeHtml } from '@/components/ui/safe-html';
import { mediaUrl } from '@/lib/media';
import styles from './listing-header.module.css';

// The header image's intrinsic box (a wide banner), so nothing below shifts as it loads.
const HEADER_WIDTH = 1600;
const HEADER_HEIGHT = 400;

/**
 * A listing's header (catalogue §2 "Product listing"): optional image, breadcrumb (Home > Category,
 * Collection or Shop All > title), title and description, each only when its flag allows.
 */
export function ListingHeader({
  header,
  title,
  crumb,
  showBreadcrumb,
}: {
  header: HeaderDetails | undefined;
  /** The header's title, or the listing's name when the back office sends none. */
  title: string;
  crumb: string;
  showBreadcrumb: boolean;
}) {
  const image = header?.showheaderImg && header.imageurl ? header.imageurl : null;
  const showTitle = header ? header.showTitle : true;
  const description = header?.showDescr ? header.desc : '';
  return (
    <header className={styles.header}>
      {image && (
        <img
          className={styles.image}
          src={mediaUrl(image)}
          alt=""
          width={HEADER_WIDTH}
          height={HEADER_HEIGHT}
          fetchPriority="high"
        />
      )}
      <div className={styles.intro}>
        {showBreadcrumb && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>{crumb}</li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        )}
        {/* The page keeps its heading for screen readers when the flag hides the title. */}
        <h1 className={showTitle ? styles.title : 'visually-hidden'}>{title}</h1>
        {description && <SafeHtml html={description} className={styles.description} />}
      </div>
    </header>
  );
}
