import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import { splitIds } from '@schemas/cms-catalogue-blocks';
import { categories, products, productTags, tags } from '../db/schema';
import { signedInCustomer } from '../auth/session';
import type { Db } from '../db/client';
import { cardsByIds } from './catalogue/cards';
import type { Handler } from './types';

/**
 * The product list (home_type 1) and category tile (home_type 2) blocks' calls (spec: shell §7). The spec
 * gives only the response fields; the rest is ours: lists follow the catalogue's order (a category by
 * product id, a tag by its product_tags.sort), chosen ids keep the editor's order and skip unknown ids.
 */

/** How many products a list shows when the block does not say (home_no_items). */
export const DEFAULT_LIST_ITEMS = 8;
/** The most a list returns, whatever it asks for (the block schema allows 1-48). */
export const MAX_LIST_ITEMS = 48;

/** Category images are stored as rooted /media/ URLs; this base serves bare file names an editor types. */
export const CATEGORY_IMAGE_PATH = '/media/categories/';

const limitOf = (requested: number | undefined) =>
  requested !== undefined && Number.isInteger(requested) && requested > 0
    ? Math.min(requested, MAX_LIST_ITEMS)
    : DEFAULT_LIST_ITEMS;

/** Cards as every listing shows them: a variable product at its cheapest variation, the caller's wishlist marks. */
const cards = async (db: Db, rows: { id: number }[], bearerToken: string | null) =>
  cardsByIds(
    db,
    rows.map((r) => r.id),
    await signedInCustomer(db, bearerToken),
  );

const isId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** `categoryWiseProducts {data: {home_cat_id, home_no_items}}`: an unknown category is a business error. */
export const categoryWiseProducts: Handler<'categoryWiseProducts'> = async ({ data }, { db, bearerToken }) => {
  const id = data.home_cat_id;
  const [category] = isId(id) ? await db.select().from(categories).where(eq(categories.id, id)) : [];
  if (!category) return { status: 'error', categoriesData: undefined };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.categoryId, category.id))
    .orderBy(asc(products.id))
    .limit(limitOf(data.home_no_items));
  const catProducts = await cards(db, rows, bearerToken);
  return { status: 'success', categoriesData: { cat_name: category.name, cat_slug: category.slug, catProducts } };
};

/** `tagsWiseProducts {data: {home_tag_id, home_no_items}}`: the tag's products through product_tags. */
export const tagsWiseProducts: Handler<'tagsWiseProducts'> = async ({ data }, { db, bearerToken }) => {
  const id = data.home_tag_id;
  const [tag] = isId(id) ? await db.select().from(tags).where(eq(tags.id, id)) : [];
  if (!tag) return { status: 'error', tagsData: undefined };
  const rows = await db
    .select({ id: products.id })
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(eq(productTags.tagId, tag.id))
    .orderBy(asc(productTags.sort), asc(products.id))
    .limit(limitOf(data.home_no_items));
  return {
    status: 'success',
    tagsData: { tag_name: tag.name, tag_slug: tag.slug, tagProducts: await cards(db, rows, bearerToken) },
  };
};

/** `customProducts {data: {home_custome_products_id: "12,7,31"}}`: those products, in that order. */
export const customProducts: Handler<'customProducts'> = async ({ data }, { db, bearerToken }) => {
  const ids = splitIds(data.home_custome_products_id);
  if (ids.length === 0) return { status: 'error', productData: [] };
  // The editor's list is the length unless home_no_items cuts it shorter; unknown ids are skipped.
  const limit = data.home_no_items === undefined ? MAX_LIST_ITEMS : limitOf(data.home_no_items);
  const found = await cardsByIds(db, ids, await signedInCustomer(db, bearerToken));
  return { status: 'success', productData: found.slice(0, limit) };
};

/** `categoryByIds {data: {home_cat_multi_id: "1,5,10"}}`: those categories, in that order. */
export const categoryByIds: Handler<'categoryByIds'> = async ({ data }, { db }) => {
  const ids = splitIds(data.home_cat_multi_id);
  const rows = ids.length > 0 ? await db.select().from(categories).where(inArray(categories.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    status: ids.length > 0 ? 'success' : 'error',
    default_image_path: DEFAULT_IMAGE,
    categoryImageUrl: CATEGORY_IMAGE_PATH,
    resCategoryData: ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [{ cat_id: row.id, cat_name: row.name, cat_slug: row.slug, cat_image: row.image, cat_video: row.video }]
        : [];
    }),
  };
};
