import type { ListingType } from '@schemas/catalogue-listing';

/**
 * Which products a listing URL shows (spec: catalogue §2, shell §2 routes): a category, a collection, a
 * tag, or the whole shop. Every listing route reads its parameters through `listingScope`.
 */
export interface ListingScope {
  kind: 'category' | 'collection' | 'tag' | 'all';
  /** The category's, collection's or tag's slug; 'all' for the whole shop. */
  slug: string;
}

export const SHOP_ALL: ListingScope = { kind: 'all', slug: 'all' };

const KINDS = ['category', 'collection', 'tag'] as const;
type NamedKind = (typeof KINDS)[number];
const isNamedKind = (value: string | undefined): value is NamedKind =>
  value !== undefined && (KINDS as readonly string[]).includes(value);

/**
 * The scope of `/list/{type}/{slug?}` and its spellings: /list/category/{slug}, /list/collection/{slug},
 * /list/tag/{slug}; /list/all, /list/shop-all and a type without a slug are the whole shop. An unknown
 * type with a slug is `null` (the URL names nothing: 404).
 */
export function listingScope(type: string | undefined, slug: string | undefined): ListingScope | null {
  const name = slug?.trim().toLowerCase() ?? '';
  const kind = type?.trim().toLowerCase();
  if (!name || name === 'all' || kind === 'all' || kind === 'shop-all') return SHOP_ALL;
  return isNamedKind(kind) ? { kind, slug: name } : null;
}

/** The request's `type` (catalogue §7 "type (empty when slug is 'all')"). */
export const requestType = (scope: ListingScope): ListingType => (scope.kind === 'all' ? '' : scope.kind);

/** The theme settings' group of a scope (catalogue §3 ts_category_*, ts_collection_*, ts_page_*). */
export const themeGroup = (scope: ListingScope): 'category' | 'collection' | 'page' =>
  scope.kind === 'category' || scope.kind === 'collection' ? scope.kind : 'page';

/** The breadcrumb's middle step (catalogue §2 "Home > Category, Collection or Shop All > title"). */
export const scopeCrumb = (scope: ListingScope): string =>
  scope.kind === 'category' ? 'Category' : scope.kind === 'collection' ? 'Collection' : 'Shop All';

/** The listing's own path: where its canonical link and its pagination point. */
export const scopePath = (scope: ListingScope): string =>
  scope.kind === 'all' ? '/list/shop-all' : `/list/${scope.kind}/${encodeURIComponent(scope.slug)}`;
