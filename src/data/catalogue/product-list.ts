import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ProductCard } from '@schemas/catalogue';
import {
  productListKind,
  splitIds,
  type ProductListBlockSchema,
  type ProductListKind,
} from '@schemas/cms-catalogue-blocks';
import { categoryWiseProducts, customProducts, tagsWiseProducts } from '@schemas/calls/catalogue';
import { type ResponseOf } from '@schemas/call';
import { callApi } from '@/data/call-api';

export type ProductListBlock = z.infer<typeof ProductListBlockSchema>;

/**
 * What a product list asks the server for: its kind, the category or tag id (or the custom ids, as
 * "12,7,31"), and how many products (null: the server's default). Nothing else of the block goes into
 * the request, so blocks that differ only in title or layout share one request.
 */
export interface ProductListRequest {
  kind: ProductListKind;
  id: number | string;
  count: number | null;
}

/** The three calls' answers in one shape (spec: shell §7 categoriesData / tagsData / productData). */
export interface ProductListData {
  /** The category's or tag's name ('' for custom lists): the title's fallback. */
  name: string;
  /** The listing the list comes from (/list/category/{slug}, /list/tag/{slug}), for "View all". */
  href: string | undefined;
  products: ProductCard[];
}

export function productListRequest(block: ProductListBlock): ProductListRequest {
  const kind = productListKind(block.home_layout_for_type);
  const count = block.home_no_items ?? null;
  // The schema requires the id the kind needs; `?? 0` only satisfies the compiler.
  if (kind === 'category') return { kind, id: block.home_cat_id ?? 0, count };
  if (kind === 'tag') return { kind, id: block.home_tag_id ?? 0, count };
  return { kind, id: splitIds(block.home_custome_products_id).join(','), count };
}

/** The request body (spec: shell §7 "data (id and display settings)"): the settings that choose the products. */
export function productListBody({ kind, id, count }: ProductListRequest) {
  return {
    data: {
      home_cat_id: kind === 'category' ? id : undefined,
      home_tag_id: kind === 'tag' ? id : undefined,
      home_custome_products_id: kind === 'custom' ? String(id) : undefined,
      home_no_items: count ?? undefined,
    },
  };
}

const listingHref = (type: 'category' | 'tag', slug: string) =>
  slug.trim() ? `/list/${type}/${encodeURIComponent(slug.trim())}` : undefined;

export const fromCategoryProducts = ({ categoriesData }: ResponseOf<typeof categoryWiseProducts>): ProductListData => ({
  name: categoriesData?.cat_name ?? '',
  href: listingHref('category', categoriesData?.cat_slug ?? ''),
  products: categoriesData?.catProducts ?? [],
});

export const fromTagProducts = ({ tagsData }: ResponseOf<typeof tagsWiseProducts>): ProductListData => ({
  name: tagsData?.tag_name ?? '',
  href: listingHref('tag', tagsData?.tag_slug ?? ''),
  products: tagsData?.tagProducts ?? [],
});

export const fromCustomProducts = ({ productData }: ResponseOf<typeof customProducts>): ProductListData => ({
  name: '',
  href: undefined,
  products: productData,
});

async function fetchProductList(request: ProductListRequest, signal: AbortSignal): Promise<ProductListData> {
  const body = productListBody(request);
  if (request.kind === 'category') return fromCategoryProducts(await callApi(categoryWiseProducts, body, { signal }));
  if (request.kind === 'tag') return fromTagProducts(await callApi(tagsWiseProducts, body, { signal }));
  return fromCustomProducts(await callApi(customProducts, body, { signal }));
}

/**
 * POST categoryWiseProducts / tagsWiseProducts / customProducts (spec: shell §7). Keyed from general to
 * specific, so two blocks showing the same products make one request (ARCHITECTURE "The renderer").
 */
export const productListQueryOptions = (request: ProductListRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'product-list', request.kind, request.id, request.count] as const,
    queryFn: ({ signal }) => fetchProductList(request, signal),
    staleTime: 5 * 60_000,
  });
