import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { DEFAULT_IMAGE } from '@domain/constants';
import { formatINR } from '@domain/money';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { PRODUCT_CARD_IMAGE, PRODUCT_CARD_IMAGE_SIZE } from './product-card-image';
import { Skeleton } from './skeleton';
import { useUnderTheLargestPaint } from './under-the-largest-paint';
import styles from './product-card.module.css';

type HeadingLevel = 2 | 3 | 4;

/** "New, Handcrafted ," → ["New", "Handcrafted"] (spec: shell §3, product_label_name is a comma list). */
export function productLabels(value: string): string[] {
  return value
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
}

/** How soon a card's image is fetched (see ProductCard's `priority`). */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/**
 * A product in a grid (search results, product-list blocks, listings). The heart is filled when the product
 * is in the shopper's wishlist (`ufp_id` above 0, shell §3). The card holds no data: the caller passes
 * `onToggleWish` (the wishlist data home's `useToggleWish()`, which also asks a guest to sign in over the page)
 * and `wishPending` while the server answers. Without `onToggleWish`, a guest's tap (`signedIn` false)
 * still goes to /login (shell §6).
 */
export function ProductCard({
  product,
  imageBase = '',
  headingLevel = 3,
  signedIn = false,
  onToggleWish,
  wishPending = false,
  onChooseOptions,
  priority = 'lazy',
}: {
  product: ProductCardData;
  /** Base path for image file names that are not already URLs. */
  imageBase?: string;
  headingLevel?: HeadingLevel;
  /** Whether a customer is signed in (a guest's heart goes to /login). */
  signedIn?: boolean;
  /** Toggles the product in the wishlist (guest or customer: the handler decides). */
  onToggleWish?: ((product: ProductCardData) => void) | undefined;
  /** The toggle is on its way: the heart shows it and ignores taps. */
  wishPending?: boolean;
  /**
   * Opens the variation picker for a variable product (shell §2 "Variation picker drawer", opened from
   * variable product cards): the card then shows a "Choose options" button.
   */
  onChooseOptions?: ((product: ProductCardData) => void) | undefined;
  /**
   * How soon the image is fetched: `high`, at once and first (the page's largest paint); `eager`, at once but at
   * low priority (above the fold on some widths, never the largest paint: the browser would raise it to high
   * once it finds it on screen, ADR 070); `lazy` (the default), once near the screen.
   */
  priority?: ImagePriority;
}) {
  const navigate = useNavigate();
  const [imageFailed, setImageFailed] = useState(false);
  // Right under a largest paint the page draws itself, a card not fetched early asks for low priority.
  const underTheLargest = useUnderTheLargestPaint();
  const href = `/product/${product.product_slug}`;
  const image = imageFailed ? DEFAULT_IMAGE : mediaUrl(product.arrayImages[0], imageBase);
  const selling = product.product_selling_price;
  const list = product.product_price;
  const discounted = list > selling;
  const inWishlist = (product.ufp_id ?? 0) > 0;
  const labels = productLabels(product.product_label_name);
  const Heading = `h${headingLevel}` as const;

  const onHeart = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (wishPending) return;
    if (onToggleWish) onToggleWish(product);
    else if (!signedIn) navigate('/login');
  };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* The name link below is the card's accessible link; this one is a larger pointer target only. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <img
            className={styles.image}
            src={image}
            {...responsiveImage(image, PRODUCT_CARD_IMAGE)}
            alt=""
            width={PRODUCT_CARD_IMAGE_SIZE}
            height={PRODUCT_CARD_IMAGE_SIZE}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : priority === 'eager' || underTheLargest ? 'low' : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        </Link>
        {labels.length > 0 && (
          <ul className={styles.labels} aria-label="Labels">
            {labels.map((label) => (
              <li key={label} className={styles.label}>
                {label}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className={styles.heart}
          aria-label="Add to wishlist"
          aria-pressed={inWishlist}
          aria-busy={wishPending || undefined}
          aria-disabled={wishPending || undefined}
          data-pending={wishPending || undefined}
          onClick={onHeart}
        >
          <HeartIcon filled={inWishlist} />
        </button>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.product_name}
          </Link>
        </Heading>
        <p className={styles.prices}>
          <span className="visually-hidden">Price </span>
          <span className={styles.price}>{formatINR(selling)}</span>
          {discounted && (
            <>
              <s className={styles.listPrice}>
                <span className="visually-hidden">Original price </span>
                {formatINR(list)}
              </s>
              <span className={styles.off}>{Math.round((1 - selling / list) * 100)}% off</span>
            </>
          )}
        </p>
        {onChooseOptions && product.product_type === 1 && (
          <button
            type="button"
            className={styles.options}
            data-opens="variation"
            aria-label={`Choose options for ${product.product_name}`}
            onClick={() => onChooseOptions(product)}
          >
            Choose options
          </button>
        )}
      </div>
    </article>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.4 4.5 6.9 4.5c2 0 3.6 1.1 4.4 2.6h1.4c.8-1.5 2.4-2.6 4.4-2.6 3.5 0 5.4 3.5 4.2 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Holds a card's exact box while products load (spec: shell §4 skeletons). */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton className={styles.skeletonImage} radius={0} />
      </div>
      <div className={styles.body}>
        <div className={styles.name}>
          <Skeleton width="80%" height="1em" className={styles.skeletonLine} />
        </div>
        <div className={styles.prices}>
          <Skeleton width="45%" height="1em" />
        </div>
      </div>
    </div>
  );
}
