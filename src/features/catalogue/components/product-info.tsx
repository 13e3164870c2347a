import { lazy, Suspense, useState } from 'react';
import { formatINR } from '@domain/money';
import type { ProductDetailsResponse } from '@schemas/catalogue-product';
import { useToggleWish, useWishPending } from '@/data/wishlist/toggle-wish';
import type { VariationChoice } from '../hooks/use-variation-choice';
import { dimensionRows, highlightsOf } from '../product-view';
import { AddButton, AvailabilityLine, PriceLine } from './buy-box';
import { ContactLinks } from './contact-links';
import { SizeGuide } from './size-guide';

/** The hint form (and its form library) loads when the shopper reaches for Drop a Hint, not with the page. */
const DropHintModal = lazy(() => import('./drop-hint-modal').then((m) => ({ default: m.DropHintModal })));
import { VariationPickers } from './variation-pickers';
import styles from './product-page.module.css';

/**
 * The product's facts and actions beside its gallery (catalogue §2 "Product detail"): name, SKU, price,
 * availability, dimensions, highlights, pickers, Size Guide, Add to Cart or Make to Order, the wishlist
 * heart, Drop a Hint and the Email, Contact and Live Chat links.
 */
export function ProductInfo({ answer, choice }: { answer: ProductDetailsResponse; choice: VariationChoice }) {
  const product = answer.rowProductData;
  const toggleWish = useToggleWish();
  const wishPending = useWishPending(product?.product_id ?? 0);
  const [hintOpen, setHintOpen] = useState(false);
  const [hintWanted, setHintWanted] = useState(false);
  const wantHint = () => setHintWanted(true);
  if (!product) return null;
  const { shown, selection } = choice;
  const dimensions = dimensionRows(shown.dimensions);
  const highlights = highlightsOf(product.product_highlight);
  const inWishlist = (product.ufp_id ?? 0) > 0;

  return (
    <div className={styles.info} aria-busy={choice.pricing}>
      <h1 className={styles.name}>{product.product_name}</h1>
      {shown.sku && (
        <p className={styles.sku}>
          SKU: <span>{shown.sku}</span>
        </p>
      )}
      <PriceLine shown={shown} large />
      <AvailabilityLine stock={shown.stock} />
      {dimensions.length > 0 && (
        <dl className={styles.dimensions} aria-label="Dimensions">
          {dimensions.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {highlights.length > 0 && (
        <ul className={styles.highlights} aria-label="Highlights">
          {highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {answer.variationData.length > 0 && (
        <VariationPickers
          attributes={answer.variationData}
          selection={selection}
          termImageBase={answer.termImageBaseUrl}
          onChoose={choice.choose}
        />
      )}
      {choice.unavailable && <p className={styles.unavailable}>This combination is not available.</p>}
      {shown.moq > 1 && <p className={styles.moq}>Minimum order quantity: {shown.moq}</p>}
      <SizeGuide guide={product.sizeguide} baseUrl={answer.sizeGuideBaseUrl} />
      <div className={styles.actions}>
        <AddButton
          product={product}
          shown={shown}
          selection={selection}
          waiting={choice.pricing || choice.unavailable}
        />
        <button
          type="button"
          className={styles.heart}
          aria-label="Add to wishlist"
          aria-pressed={inWishlist}
          aria-busy={wishPending}
          onClick={() =>
            toggleWish({
              product_id: product.product_id,
              selected_variation: selection.map(({ attr, terms }) => ({ attr, terms })),
            })
          }
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.4 4.5 6.9 4.5c2 0 3.6 1.1 4.4 2.6h1.4c.8-1.5 2.4-2.6 4.4-2.6 3.5 0 5.4 3.5 4.2 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z"
              fill={inWishlist ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <button
        type="button"
        className={styles.secondary}
        aria-haspopup="dialog"
        onPointerEnter={wantHint}
        onFocus={wantHint}
        onClick={() => {
          wantHint();
          setHintOpen(true);
        }}
      >
        Drop a Hint
      </button>
      {hintWanted ? (
        <Suspense fallback={null}>
          <DropHintModal
            productId={product.product_id}
            productName={product.product_name}
            productImage={shown.images[0] ?? product.product_image}
            open={hintOpen}
            onOpenChange={setHintOpen}
          />
        </Suspense>
      ) : null}
      <ContactLinks settings={answer.admin_data} productName={product.product_name} />
      <p className="visually-hidden" aria-live="polite">
        {choice.pricing ? 'Updating price' : `Price ${formatINR(shown.sellingPrice)}`}
      </p>
    </div>
  );
}
