import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import { splitIds } from '@schemas/cms-catalogue-blocks';
import { categories, products, productTags, tags } from '../db/schema';
import { signedInCustomer } from '../auth/session';
import type { Db } from '../db/client';
import type { ProductCard } from '@schemas/catalogue';
import { cardsByIds } from './catalogue/cards';
import { remembered, withWishlistCards } from './catalogue/listing-cache';
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

/** The lists whose guest answers are remembered (ADR 019's rule, as listings and searches; ADR 054). */
export const LISTS_REMEMBERED = 500;

/**
 * A list's answer as a guest sees it, remembered per database: the home page asks for the same few lists on every
 * request, and they were most of the database's work in drawing it. Only the seed writes the catalogue (ADR 019).
 */
const rememberedList = <T>(db: Db, call: string, key: string, compute: () => Promise<T>): Promise<T> =>
  remembered(db, 'home-lists', `${call}|${key}`, LISTS_REMEMBERED, compute);

/** The caller's wishlist marks over a guest's cards (shell §3): the cards as they are for a guest. */
const markedFor = async (db: Db, cards: ProductCard[], bearerToken: string | null): Promise<ProductCard[]> => {
  const customerId = await signedInCustomer(db, bearerToken);
  return customerId === null ? cards : withWishlistCards(db, cards, customerId);
};

/** Cards as every listing shows them (a variable product at its cheapest variation), as a guest sees them. */
const guestCards = (db: Db, rows: { id: number }[]) =>
  cardsByIds(
    db,
    rows.map((r) => r.id),
    null,
  );

const isId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** `categoryWiseProducts {data: {home_cat_id, home_no_items}}`: an unknown category is a business error. */
export const categoryWiseProducts: Handler<'categoryWiseProducts'> = async ({ data }, { db, bearerToken }) => {
  const id = data.home_cat_id;
  const limit = limitOf(data.home_no_items);
  if (!isId(id)) return { status: 'error', categoriesData: undefined };
  const guest = await rememberedList(db, 'categoryWiseProducts', `${id}|${limit}`, async () => {
    const [category] = await db.select().from(categories).where(eq(categories.id, id));
    if (!category) return null;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, category.id))
      .orderBy(asc(products.id))
      .limit(limit);
    return { cat_name: category.name, cat_slug: category.slug, catProducts: await guestCards(db, rows) };
  });
  if (!guest) return { status: 'error', categoriesData: undefined };
  return {
    status: 'success',
    categoriesData: { ...guest, catProducts: await markedFor(db, guest.catProducts, bearerToken) },
  };
};

/** `tagsWiseProducts {data: {home_tag_id, home_no_items}}`: the tag's products through product_tags. */
export const tagsWiseProducts: Handler<'tagsWiseProducts'> = async ({ data }, { db, bearerToken }) => {
  const id = data.home_tag_id;
  const limit = limitOf(data.home_no_items);
  if (!isId(id)) return { status: 'error', tagsData: undefined };
  const guest = await rememberedList(db, 'tagsWiseProducts', `${id}|${limit}`, async () => {
    const [tag] = await db.select().from(tags).where(eq(tags.id, id));
    if (!tag) return null;
    const rows = await db
      .select({ id: products.id })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(eq(productTags.tagId, tag.id))
      .orderBy(asc(productTags.sort), asc(products.id))
      .limit(limit);
    return { tag_name: tag.name, tag_slug: tag.slug, tagProducts: await guestCards(db, rows) };
  });
  if (!guest) return { status: 'error', tagsData: undefined };
  return {
    status: 'success',
    tagsData: { ...guest, tagProducts: await markedFor(db, guest.tagProducts, bearerToken) },
  };
};

/** `customProducts {data: {home_custome_products_id: "12,7,31"}}`: those products, in that order. */
export const customProducts: Handler<'customProducts'> = async ({ data }, { db, bearerToken }) => {
  const ids = splitIds(data.home_custome_products_id);
  if (ids.length === 0) return { status: 'error', productData: [] };
  // The editor's list is the length unless home_no_items cuts it shorter; unknown ids are skipped.
  const limit = data.home_no_items === undefined ? MAX_LIST_ITEMS : limitOf(data.home_no_items);
  const found = await rememberedList(db, 'customProducts', `${ids.join(',')}|${limit}`, async () =>
    (await cardsByIds(db, ids, null)).slice(0, limit),
  );
  return { status: 'success', productData: await markedFor(db, found, bearerToken) };
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
