import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { lineKey } from '@domain/cart';
import type { WishlistItem as Item } from '@schemas/wishlist';
import { useOpenDrawer } from '@/lib/drawers';
import { useSignedIn } from '@/data/account/user-token';
import { useAddToBag } from '@/data/cart/bag-changes';
import { favDataQueryOptions } from '@/data/wishlist/fav-data';
import { useRemoveFromWishlist } from '@/data/wishlist/remove-wish';
import { WishlistGuest } from './wishlist-guest';
import { WishlistItem } from './wishlist-item';
import { WishlistSkeleton } from './wishlist-skeleton';
import styles from './wishlist.module.css';

/** The wishlist item as a bag line: the chosen variation and the prices the server read from the database. */
const bagLine = (item: Item) => ({
  product_id: item.product.product_id,
  product_name: item.product.product_name,
  product_slug: item.product.product_slug,
  product_image: item.ufp_product_data.product_image,
  product_type: item.product.product_type ?? 0,
  product_price: item.product.product_price,
  product_selling_price: item.product.product_selling_price,
  selected_variation: item.ufp_selected_variation,
});

/**
 * The `wishlist` special block (catalogue §2 "Wishlist", §8): a guest's prompt, or the customer's items with
 * 6 placeholders while they load. Add to Cart puts one in the bag (a selling price not above 0 is refused with
 * 'Internal Error, Please try later.') and, on success, takes the item out of the wishlist. A variable product
 * kept without a variation opens the variation picker instead. A failed fetch simply stops loading (§8).
 */
export function WishlistBlock() {
  const signedIn = useSignedIn();
  const openDrawer = useOpenDrawer();
  const query = useQuery(favDataQueryOptions(signedIn));
  const { add, pendingLine } = useAddToBag();
  const remove = useRemoveFromWishlist();

  if (!signedIn) {
    return (
      <section aria-labelledby="wishlist-heading">
        <h1 id="wishlist-heading" className={styles.heading}>
          Wishlist
        </h1>
        <WishlistGuest />
      </section>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <WishlistSkeleton />;
  const items = query.data?.status === 'success' ? query.data.favdata : [];

  const onAdd = async (item: Item) => {
    if (item.product.product_type === 1 && item.ufp_selected_variation.length === 0) {
      openDrawer({ name: 'variation', payload: { slug: item.product.product_slug } });
      return;
    }
    const result = await add(bagLine(item));
    if (result.ok) remove.mutate(item.product.product_id);
  };

  return (
    <section aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className={styles.heading}>
        Wishlist
      </h1>
      {items.length === 0 ? (
        query.isError ? null : (
          <div className={styles.prompt}>
            <p className={styles.lead}>Your wishlist is empty. Tap the heart on any piece to keep it here.</p>
            <Link to="/list/shop-all" className={styles.secondary}>
              Shop Now
            </Link>
          </div>
        )
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <WishlistItem
              key={item.ufp_id}
              item={item}
              imageBase={query.data?.img_path ?? ''}
              adding={pendingLine === lineKey(bagLine(item))}
              removing={remove.isPending && remove.variables === item.product.product_id}
              onAdd={(i) => void onAdd(i)}
              onRemove={(i) => remove.mutate(i.product.product_id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
