import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { ProductCard } from '@/components/ui/product-card';
import { useSignedIn } from '@/data/account/user-token';

/**
 * A product card as the catalogue shows it (listing, complete the look, related, recently viewed): the
 * card primitive with the shopper's wishlist heart.
 */
export function CatalogueCard({
  product,
  imageBase = '',
  headingLevel = 2,
}: {
  product: ProductCardData;
  imageBase?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const signedIn = useSignedIn();
  return <ProductCard product={product} imageBase={imageBase} headingLevel={headingLevel} signedIn={signedIn} />;
}
