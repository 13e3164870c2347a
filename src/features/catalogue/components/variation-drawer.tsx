import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProductDetailsResponse } from '@schemas/catalogue-product';
import { Drawer } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { isUnknownProduct, productDetailsQueryOptions } from '@/data/catalogue/product-details';
import { mediaUrl } from '@/lib/media';
import { useVariationChoice } from '../hooks/use-variation-choice';
import { AddButton, AvailabilityLine, PriceLine } from './buy-box';
import { VariationPickers } from './variation-pickers';
import styles from './variation-drawer.module.css';

/** What the frame gives a drawer (src/app/layout/lazy-drawers.tsx): its state and the product's slug. */
export interface VariationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payload?: { slug: string };
}

/**
 * The variation picker drawer (shell §2, §4), opened from bag recommendations and variable product cards:
 * the product's image, name, price, pickers, availability and Add to Cart or Make to Order. After a
 * successful add it closes and the bag opens; a spinner shows on the button meanwhile.
 */
export function VariationDrawer({ open, onOpenChange, payload }: VariationDrawerProps) {
  const slug = payload?.slug ?? '';
  const query = useQuery({ ...productDetailsQueryOptions(slug), enabled: slug !== '' });
  const name = query.data?.rowProductData?.product_name;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={name ?? 'Choose your options'} side="right">
      {query.isPending ? (
        <Spinner surface label="Loading product" />
      ) : query.isError || isUnknownProduct(query.data) ? (
        // spec: shell §8 — a failed product details load ends loading silently.
        <p className={styles.missing}>This piece cannot be shown right now.</p>
      ) : (
        <VariationChooser key={slug} answer={query.data} />
      )}
    </Drawer>
  );
}

export function VariationChooser({ answer }: { answer: ProductDetailsResponse }) {
  const choice = useVariationChoice(answer);
  const product = answer.rowProductData;
  if (!product) return null;
  const { shown, selection } = choice;

  return (
    <div className={styles.chooser} aria-busy={choice.pricing}>
      <img
        className={styles.image}
        src={mediaUrl(shown.images[0] ?? product.product_image)}
        alt={product.product_name}
        width={480}
        height={480}
      />
      <Link to={`/product/${product.product_slug}`} className={styles.name}>
        {product.product_name}
      </Link>
      <PriceLine shown={shown} />
      {answer.variationData.length > 0 && (
        <VariationPickers
          attributes={answer.variationData}
          selection={selection}
          termImageBase={answer.termImageBaseUrl}
          onChoose={choice.choose}
        />
      )}
      {choice.unavailable && <p className={styles.unavailable}>This combination is not available.</p>}
      <AvailabilityLine stock={shown.stock} />
      <AddButton product={product} shown={shown} selection={selection} waiting={choice.pricing || choice.unavailable} />
    </div>
  );
}
