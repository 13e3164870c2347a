import { Link } from 'react-router-dom';
import { LISTING_SLIDER_AUTOPLAY_MS } from '@domain/constants';
import type { CategorySummary } from '@schemas/catalogue-listing';
import { Carousel } from '@/components/ui/carousel';
import { cx } from '@/lib/inline-style';
import { mediaUrl } from '@/lib/media';
import styles from './sibling-slider.module.css';

const TILE_SIZE = 320;

/**
 * The slider of sibling categories (category listings) or collections (collection listings): autoplay
 * every 2500 ms, 2 slides per view on small screens and 5 from 1024 px (catalogue §2, §9).
 */
export function SiblingSlider({
  kind,
  items,
  imageBase,
  activeSlug,
}: {
  kind: 'category' | 'collection';
  items: readonly CategorySummary[];
  imageBase: string;
  activeSlug: string;
}) {
  if (items.length === 0) return null;
  return (
    <Carousel
      label={kind === 'category' ? 'Categories' : 'Collections'}
      perView={{ base: 2, 1024: 5 }}
      gap={12}
      autoplayMs={LISTING_SLIDER_AUTOPLAY_MS}
      className={styles.slider}
    >
      {items.map((item) => (
        <Link
          key={item.cat_slug}
          to={`/list/${kind}/${encodeURIComponent(item.cat_slug)}`}
          className={cx(styles.tile, item.cat_slug === activeSlug && styles.active)}
          aria-current={item.cat_slug === activeSlug ? 'page' : undefined}
        >
          <img
            className={styles.image}
            src={mediaUrl(item.cat_image, imageBase)}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.name}>{item.cat_name}</span>
        </Link>
      ))}
    </Carousel>
  );
}
