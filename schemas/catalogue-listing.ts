import { z } from 'zod/mini';
import { ProductCardSchema } from './catalogue';
import { flag, looseArray, looseNumber, looseString, optionalNumber, preprocess, status } from './primitives';
import { boundedText, optionalId, requestId } from './request-input';
import { lazySchema } from './lazy';

/**
 * The product listing's calls (spec: catalogue §2 "Product listing", §3, §7, §9): all-categories-with-products,
 * product-list and categorydetails. Responses are tolerant (back offices send numbers as strings and null for
 * absent); request strings are bounded before any pattern (STYLE 20) and ids are strict.
 */

/** The longest slug or listing type a request may carry. */
export const SLUG_MAX = 200;
/** The most attribute terms one listing request may filter on. */
export const FILTER_TERMS_MAX = 100;

/** Sort options (catalogue §9): '' is "Select" (none: the catalogue's own order). */
export const LISTING_SORTS = ['', 'random', 'lowtohigh', 'hightolow', 'newarrivals'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Price buckets (catalogue §9), on the selling price in rupees: under-N is < N, above-70000 is >= 70000. */
export const PRICE_RANGES = ['under-15000', 'under-40000', 'under-70000', 'above-70000'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** Listing scopes (catalogue §2 routes /list/{type}/{slug}); '' with slug 'all' is every product. */
export const LISTING_TYPES = ['', 'category', 'collection', 'tag', 'shop-all', 'all'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** A request id: a whole number from 1 to MAX_ID, as number or digits. */

/** A slug in a request: bounded text, lower-cased and trimmed by the handler. */
export const requestSlug = lazySchema(() => boundedText(SLUG_MAX, z.string()));

const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/** Category or collection with its product count (catalogue §3 "Category"). */
export const CategorySummarySchema = lazySchema(() =>
  z.object({
    cat_id: optionalNumber,
    cat_name: looseString,
    cat_slug: looseString,
    cat_image: looseString,
    /** Products of this category in the current listing, with the listing's other filters applied. */
    product_count: looseNumber,
  }),
);
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** An attribute term as the filter shows it: terms_value is a colour for type 1. */
export const AttributeTermSchema = lazySchema(() =>
  z.object({
    terms_id: looseNumber,
    terms_name: looseString,
    terms_value: looseString,
  }),
);
export type AttributeTerm = z.infer<typeof AttributeTermSchema>;

/** An attribute filter group (catalogue §3): type 1 colour swatches, 3 size list; others are not rendered. */
export const AttributeFilterSchema = lazySchema(() =>
  z.object({
    attribute_id: optionalNumber,
    attribute_name: looseString,
    attribute_type: looseNumber,
    attributeterms: looseArray(AttributeTermSchema),
  }),
);
export type AttributeFilter = z.infer<typeof AttributeFilterSchema>;

/** `GET all-categories-with-products` (catalogue §7): categories with their counts and every filter group. */
export const AllCategoriesResponseSchema = lazySchema(() =>
  z.object({
    status,
    resCategory: looseArray(CategorySummarySchema),
    attributesFilter: looseArray(AttributeFilterSchema),
  }),
);

/** `POST product-list?page={n}` (catalogue §7); `page` travels in the query string (ADR 002). */
export const ProductListingRequestSchema = lazySchema(() =>
  z.object({
    page: optionalId,
    filterArray: preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z.array(requestId).check(z.maxLength(FILTER_TERMS_MAX)),
    ),
    sort: preprocess((v) => v ?? '', boundedText(20, z.enum(LISTING_SORTS))),
    priceRange: preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.nullable(boundedText(20, z.enum(PRICE_RANGES))),
    ),
    slug: preprocess((v) => v ?? '', requestSlug),
    type: preprocess((v) => v ?? '', boundedText(20, z.enum(LISTING_TYPES))),
  }),
);
export type ProductListingRequest = z.input<typeof ProductListingRequestSchema>;

/** How many products of the listing carry a term, with every other group's selection applied. */
export const TermCountSchema = lazySchema(() => z.object({ terms_id: looseNumber, product_count: looseNumber }));
/** How many products of the listing fall in a price bucket, with the attribute filters applied. */
export const PriceRangeCountSchema = lazySchema(() =>
  z.object({ price_range: looseString, product_count: looseNumber }),
);

export const ProductListingResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    resProductsData: preprocess(
      nullToUndefined,
      z.optional(
        z.object({
          data: looseArray(ProductCardSchema),
          current_page: looseNumber,
          last_page: looseNumber,
          per_page: optionalNumber,
          total: looseNumber,
        }),
      ),
    ),
    categoriesList: looseArray(CategorySummarySchema),
    collectionList: looseArray(CategorySummarySchema),
    category_img_url: looseString,
    collection_img_url: looseString,
    /** Facet counts per attribute term (the spec is silent; ours): see docs/decisions/002-contract.md. */
    termCounts: looseArray(TermCountSchema),
    /** Facet counts per price bucket, one entry per PRICE_RANGES value. */
    priceRangeCounts: looseArray(PriceRangeCountSchema),
  }),
);
export type ProductListingResponse = z.infer<typeof ProductListingResponseSchema>;

/** `POST categorydetails {type, cat_slug}` (catalogue §7). */
export const CategoryDetailsRequestSchema = lazySchema(() =>
  z.object({
    type: preprocess((v) => v ?? '', boundedText(20, z.enum(LISTING_TYPES))),
    cat_slug: preprocess((v) => v ?? '', requestSlug),
  }),
);

export const ListingTabSchema = lazySchema(() => z.object({ tab_name: looseString, tab_description: looseString }));

/** Header details (catalogue §3): each part shows only when its flag allows. */
export const HeaderDetailsSchema = lazySchema(() =>
  z.object({
    title: looseString,
    desc: looseString,
    imageurl: looseString,
    showheaderImg: flag,
    showTitle: flag,
    showDescr: flag,
    tabs: looseArray(ListingTabSchema),
  }),
);
export type HeaderDetails = z.infer<typeof HeaderDetailsSchema>;

/** Theme settings (catalogue §3 ts_*). */
export const ThemeSettingsSchema = lazySchema(() =>
  z.object({
    ts_category_show_filter: flag,
    ts_category_show_breadcrumb: flag,
    ts_collection_show_filter: flag,
    ts_collection_show_breadcrumb: flag,
    ts_page_show_filter: flag,
    ts_page_show_breadcrumb: flag,
  }),
);
export type ThemeSettings = z.infer<typeof ThemeSettingsSchema>;

export const CategoryDetailsResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    aryHeaderDetails: preprocess(nullToUndefined, z.optional(HeaderDetailsSchema)),
    /** The filter groups of the listing's products. */
    resAttributesData: looseArray(AttributeFilterSchema),
    themesettings: preprocess(nullToUndefined, z.optional(ThemeSettingsSchema)),
  }),
);
export type CategoryDetailsResponse = z.infer<typeof CategoryDetailsResponseSchema>;
