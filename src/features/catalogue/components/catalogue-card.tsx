import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { ProductCard, type ImagePriority } from '@/components/ui/product-card';
import { useToggleWish, useWishPending } from '@/data/wishlist/toggle-wish';
import { useOpenDrawer } from '@/lib/drawers';

/**
 * A product card as the catalogue shows it (listing, complete the look, related, recently viewed): the
 * card primitive with the shopper's wishlist heart (catalogue §4) and, for a variable product, "Choose
 * options", which opens the variation picker drawer (shell §2).
 */
export function CatalogueCard({
  product,
  imageBase = '',
  headingLevel = 2,
  priority = 'lazy',
}: {
  product: ProductCardData;
  imageBase?: string;
  headingLevel?: 2 | 3 | 4;
  priority?: ImagePriority;
}) {
  const toggleWish = useToggleWish();
  const wishPending = useWishPending(product.product_id);
  const openDrawer = useOpenDrawer();
  return (
    <ProductCard
      product={product}
      imageBase={imageBase}
      headingLevel={headingLevel}
      priority={priority}
      onToggleWish={toggleWish}
      wishPending={wishPending}
      onChooseOptions={(p) => openDrawer({ name: 'variation', payload: { slug: p.product_slug } })}
    />
  );
}
