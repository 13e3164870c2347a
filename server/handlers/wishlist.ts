import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import type { WishlistItem, WishVariation } from '@schemas/wishlist';
import { signedInCustomer } from '../auth/session';
import type { Db } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { accountMessages } from './account-messages';
import { sellableItem } from './catalogue/sellable';
import type { Handler, HandlerContext } from './types';

const expired = { status: 'error', message: accountMessages.sessionExpired } as const;
const countOf = (db: Db, customerId: number) => db.$count(wishlistItems, eq(wishlistItems.customerId, customerId));
const rupees = (paise: number) => paise / 100;
const paise = (column: unknown) => sql<number>`(round(${column} * 100))::integer`;

/** The terms worth keeping: a variable product's chosen variation, if it is one of its variations; else none. */
async function keptVariation(db: Db, productId: number, chosen: WishVariation[]): Promise<WishVariation[]> {
  if (chosen.length === 0) return [];
  const item = await sellableItem(db, productId, chosen);
  return item?.variationId ? item.selected_variation.map(({ attr, terms }) => ({ attr, terms })) : [];
}

/**
 * The heart's toggle (catalogue §4 "Wishlist heart toggles ... from the server reply"): a product in the
 * customer's wishlist leaves it, any other joins it with the chosen variation. The reply says where it now is
 * (`ufp_id`, 0 = out) and the new count. Only the caller's own rows are touched.
 */
async function toggle(ctx: HandlerContext, productId: number, chosen: WishVariation[]) {
  const customerId = await signedInCustomer(ctx.db, ctx.bearerToken);
  if (customerId === null) {
    return { ...expired, data: { status: 'error', notification: expired.message, count: 0, ufp_id: 0 } };
  }
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) {
    const count = await countOf(ctx.db, customerId);
    const data = { status: 'error', notification: accountMessages.productGone, count, ufp_id: 0 };
    return { status: 'error', message: accountMessages.productGone, data };
  }
  const selectedVariation = await keptVariation(ctx.db, productId, chosen);
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId));
    const removed = await tx.delete(wishlistItems).where(mine).returning({ id: wishlistItems.id });
    let ufpId = 0;
    if (removed.length === 0) {
      const [row] = await tx
        .insert(wishlistItems)
        .values({ customerId, productId, selectedVariation })
        .onConflictDoUpdate({ target: [wishlistItems.customerId, wishlistItems.productId], set: { selectedVariation } })
        .returning({ id: wishlistItems.id });
      ufpId = row?.id ?? 0;
    }
    const notification = ufpId > 0 ? accountMessages.wishlistAdded : accountMessages.wishlistRemoved;
    const data = { status: 'success', notification, count: await countOf(tx, customerId), ufp_id: ufpId };
    return { status: 'success', message: notification, data };
  });
}

/** POST add-to-fav (catalogue §7): the product page's heart, with the chosen variation. */
export const addToFav: Handler<'add-to-fav'> = (body, ctx) => toggle(ctx, body.product_id, body.selected_variation);

/** POST addToFavList (shell §7): a product card's heart. */
export const addToFavList: Handler<'addToFavList'> = (body, ctx) => toggle(ctx, body.product_id, []);

/** POST remove-fav-wishlist (catalogue §7): the wishlist page removes an item (after adding it to the bag). */
export const removeFavWishlist: Handler<'remove-fav-wishlist'> = async ({ product_id }, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { ...expired, count: 0 };
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, product_id)))
    .returning({ id: wishlistItems.id });
  const count = await countOf(db, customerId);
  return removed.length > 0
    ? { status: 'success', message: accountMessages.removedFromWishlist, count }
    : { status: 'error', message: accountMessages.notInWishlist, count };
};

/** GET getFavCount (shell §7): the header heart's count. */
export const getFavCount: Handler<'getFavCount'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { ...expired, count: 0 };
  return { status: 'success', message: '', count: await countOf(db, customerId) };
};

/**
 * GET user-fav-data (catalogue §7): the customer's wishlist, newest first. Prices come from the database:
 * the kept variation's when there is one, else the product's.
 */
export const userFavData: Handler<'user-fav-data'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { ...expired, favdata: [], img_path: '' };
  const rows = await db
    .select({
      id: wishlistItems.id,
      chosen: wishlistItems.selectedVariation,
      product: products,
      pricePaise: paise(products.price),
      sellingPaise: paise(products.sellingPrice),
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const favdata: WishlistItem[] = [];
  for (const row of rows) {
    const p = row.product;
    const variation = p.productType === 1 && row.chosen.length > 0 ? await sellableItem(db, p.id, row.chosen) : null;
    const terms = variation ? variation.selected_variation.map(({ attr, terms }) => ({ attr, terms })) : [];
    favdata.push({
      ufp_id: row.id,
      product: {
        product_id: p.id,
        product_name: p.name,
        product_slug: p.slug,
        product_type: p.productType,
        product_price: rupees(variation?.pricePaise ?? row.pricePaise),
        product_selling_price: rupees(variation?.sellingPricePaise ?? row.sellingPaise),
        variation_id: variation?.variationId ?? undefined,
      },
      ufp_product_data: {
        product_image: variation?.image ?? p.images[0] ?? DEFAULT_IMAGE,
        product_variation: terms.map((t) => t.terms).join(', '),
        selected_variation: terms,
      },
      ufp_selected_variation: terms,
    });
  }
  return { status: 'success', message: '', favdata, img_path: '' };
};
