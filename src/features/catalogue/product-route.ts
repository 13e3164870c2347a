import type { QueryClient } from '@tanstack/react-query';
import { completeTheLookQueryOptions } from '@/data/catalogue/complete-the-look';
import { isUnknownProduct, productDetailsQueryOptions } from '@/data/catalogue/product-details';
import { mediaUrl } from '@/lib/media';

/** The queries /product/:slug needs: the product, and its look (the server renders both). */
export const productRouteQueries = (slug: string) => ({
  details: productDetailsQueryOptions(slug),
  look: completeTheLookQueryOptions(slug),
});

/** The back office has no product by that slug (catalogue §8: the not-found page, answered 404). */
export const productMissing = (client: QueryClient, slug: string): boolean => {
  const answer = client.getQueryData(productDetailsQueryOptions(slug).queryKey);
  return answer !== undefined && isUnknownProduct(answer);
};

/** The product's first image: the page's largest paint, worth a preload hint. */
export const productLeadImage = (client: QueryClient, slug: string): string | null => {
  const answer = client.getQueryData(productDetailsQueryOptions(slug).queryKey);
  const first = answer?.arrayImages[0];
  return first ? mediaUrl(first) : null;
};
