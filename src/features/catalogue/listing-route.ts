import type { QueryClient } from '@tanstack/react-query';
import type { ImageSizing } from '@schemas/media-widths';
import { PRODUCT_CARD_IMAGE } from '@/components/ui/product-card-image';
import { categoryDetailsQueryOptions } from '@/data/catalogue/category-details';
import { listingQueryOptions, type ListingRequest } from '@/data/catalogue/listing';
import { mediaUrl } from '@/lib/media';
import { readListingState, type ListingState } from './listing-params';
import { listingScope, requestType, type ListingScope } from './listing-scope';

type Params = Readonly<Record<string, string | undefined>>;

/** The listing request of a scope in a state: what the route declares and the page asks for. */
export const listingRequest = (scope: ListingScope, state: ListingState): ListingRequest => ({
  type: requestType(scope),
  slug: scope.slug,
  terms: state.terms,
  sort: state.sort,
  price: state.price,
  page: state.page,
});

/** The scope of a listing route: `kind` where the path fixes it, else the path's `type`. */
export const routeScope = (kind: string | undefined, params: Params): ListingScope | null =>
  listingScope(kind ?? params.type, params.slug ?? params.cat_slug ?? params.tag_slug);

/**
 * The queries a listing URL needs (the route table declares them, so the server renders the listing
 * with its products): its header details, and the page of products its query string asks for.
 */
export function listingRouteQueries(kind: string | undefined, params: Params, search: string) {
  const scope = routeScope(kind, params);
  if (!scope) return null;
  const request = listingRequest(scope, readListingState(search));
  return { details: categoryDetailsQueryOptions(request.type, request.slug), listing: listingQueryOptions(request) };
}

/** The listing URL names nothing: an unknown type, or a category, collection or tag the back office lacks. */
export function listingMissing(client: QueryClient, kind: string | undefined, params: Params): boolean {
  const scope = routeScope(kind, params);
  if (!scope) return true;
  const details = client.getQueryData(categoryDetailsQueryOptions(requestType(scope), scope.slug).queryKey);
  return details !== undefined && details.status !== 'success';
}

/**
 * The listing's largest image, worth a preload hint: its header image when shown, else the first card's
 * image (ARCHITECTURE quality bars: LCP).
 */
export function listingLeadImage(
  client: QueryClient,
  kind: string | undefined,
  params: Params,
  search: string,
): { href: string; sizing?: ImageSizing } | null {
  const queries = listingRouteQueries(kind, params, search);
  if (!queries) return null;
  const header = client.getQueryData(queries.details.queryKey)?.aryHeaderDetails;
  if (header?.showheaderImg && header.imageurl) return { href: mediaUrl(header.imageurl) };
  const first = client.getQueryData(queries.listing.queryKey)?.resProductsData?.data[0]?.arrayImages[0];
  return first ? { href: mediaUrl(first), sizing: PRODUCT_CARD_IMAGE } : null;
}
