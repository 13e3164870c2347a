import { z } from 'zod/mini';
import { ProductCardSchema } from './catalogue';
import { looseArray, looseString, optionalNumber, preprocess, status } from './primitives';
import { optionalId, requestIdList } from './request-input';
import { lazySchema } from './lazy';

/**
 * The catalogue's block data calls (spec: shell §7): product lists and category tiles (the showcase's
 * are in showcase.ts). Field names are the back
 * office's own. Request payloads that the spec describes only as "data (block settings)" carry the
 * block's own fields under `data` (docs/decisions/012-block-data-calls.md).
 */

/** The longest comma list of ids a request may carry: some 180 ids, far more than a block shows. */
export const ID_LIST_MAX = 2000;

// ---- Product lists (home_type 1) ----

/** `categoryWiseProducts`, `tagsWiseProducts`, `customProducts`: `data` is the block's settings. */
export const ProductListRequestSchema = lazySchema(() =>
  z.object({
    data: z.object({
      home_cat_id: optionalId,
      home_tag_id: optionalId,
      /** Comma-separated product ids, in the editor's order. */
      home_custome_products_id: requestIdList(ID_LIST_MAX),
      /** How many products to return; absent means the server's default. */
      home_no_items: optionalNumber,
    }),
  }),
);
export type ProductListRequest = z.infer<typeof ProductListRequestSchema>;

export const CategoryProductsResponseSchema = lazySchema(() =>
  z.object({
    status,
    categoriesData: preprocess(
      (v) => v ?? undefined,
      z.optional(
        z.object({ cat_name: looseString, cat_slug: looseString, catProducts: looseArray(ProductCardSchema) }),
      ),
    ),
  }),
);

export const TagProductsResponseSchema = lazySchema(() =>
  z.object({
    status,
    tagsData: preprocess(
      (v) => v ?? undefined,
      z.optional(
        z.object({ tag_name: looseString, tag_slug: looseString, tagProducts: looseArray(ProductCardSchema) }),
      ),
    ),
  }),
);

export const CustomProductsResponseSchema = lazySchema(() =>
  z.object({ status, productData: looseArray(ProductCardSchema) }),
);

// ---- Category tiles (home_type 2) ----

export const CategoryByIdsRequestSchema = lazySchema(() =>
  z.object({
    data: z.object({
      /** Comma-separated category ids, in the editor's order. */
      home_cat_multi_id: requestIdList(ID_LIST_MAX),
    }),
  }),
);

export const CategoryTileSchema = lazySchema(() =>
  z.object({
    cat_id: optionalNumber,
    cat_name: looseString,
    cat_slug: looseString,
    cat_image: looseString,
    /** A video file name or URL; when present the tile plays it instead of the image. */
    cat_video: looseString,
  }),
);
export type CategoryTile = z.infer<typeof CategoryTileSchema>;

export const CategoryByIdsResponseSchema = lazySchema(() =>
  z.object({
    status,
    default_image_path: looseString,
    categoryImageUrl: looseString,
    resCategoryData: looseArray(CategoryTileSchema),
  }),
);
