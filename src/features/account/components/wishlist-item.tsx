import { Link } from 'react-router-dom';
import { formatINR } from '@domain/money';
import type { WishlistItem as Item } from '@schemas/wishlist';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { mediaUrl } from '@/lib/media';
import button from '@/components/ui/button.module.css';
import styles from './wishlist.module.css';

/** One kept product (catalogue §3 "Wishlist item"): image, name, chosen variation, quantity 1, price, actions. */
export function WishlistItem({
  item,
  imageBase,
  adding,
  removing,
  onAdd,
  onRemove,
}: {
  item: Item;
  imageBase: string;
  adding: boolean;
  removing: boolean;
  onAdd: (item: Item) => void;
  onRemove: (item: Item) => void;
}) {
  const { product } = item;
  const href = `/product/${product.product_slug}`;
  const discounted = product.product_price > product.product_selling_price;
  return (
    <li className={styles.item}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={mediaUrl(item.ufp_product_data.product_image, imageBase)}
          alt=""
          width={160}
          height={160}
          loading="lazy"
        />
      </Link>
      <div className={styles.details}>
        <h2 className={styles.name}>
          <Link to={href}>{product.product_name}</Link>
        </h2>
        {item.ufp_product_data.product_variation && (
          <p className={styles.meta}>{item.ufp_product_data.product_variation}</p>
        )}
        {/* spec: catalogue §2, shell §9 — quantity is shown as 1. */}
        <p className={styles.meta}>Quantity: 1</p>
        <p className={styles.price}>
          <span className="visually-hidden">Price </span>
          {formatINR(product.product_selling_price)}
          {discounted && (
            <s className={styles.listPrice}>
              <span className="visually-hidden">Original price </span>
              {formatINR(product.product_price)}
            </s>
          )}
        </p>
        <div className={styles.actions}>
          <button type="button" className={button.primary} {...heldWhileBusy(adding, () => onAdd(item))}>
            {adding && <Spinner size="sm" />}
            <span>Add to Cart</span>
          </button>
          <button
            type="button"
            className={styles.remove}
            {...heldWhileBusy(removing, () => onRemove(item))}
            aria-label={`Remove ${product.product_name} from wishlist`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
