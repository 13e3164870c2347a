import { sql } from 'drizzle-orm';
import type { RecommendedProduct } from '@schemas/catalogue-product';
import { DEFAULT_IMAGE } from '@domain/constants';
import { signedInCustomer } from '../../auth/session';
import type { Handler } from '../types';
import { cardsByIds, rowsOf, selectCards } from './cards';
import { sellableItem } from './sellable';

/**
 * The product page's other calls (shell §7, catalogue §7): variation-wise-price, completeTheLooksData and
 * recommendedproductslist.
 */

/** `POST variation-wise-price {variation, product_id}`: the chosen combination's SKU, prices, stock and images. */
export const variationWisePrice: Handler<'variation-wise-price'> = async ({ variation, product_id }, { db }) => {
  const item = await sellableItem(db, product_id, variation);
  if (!item || item.variationId === null) {
    return { status: 'error', message: 'This combination is not available', arrayImages: [] };
  }
  const inches = (v: string | null) => (v === null ? undefined : Number(v));
  return {
    status: 'success',
    data: {
      pv_id: item.variationId,
      pv_sku: item.sku,
      pv_price: item.pricePaise / 100,
      pv_sellingprice: item.sellingPricePaise / 100,
      pv_discount: (item.pricePaise - item.sellingPricePaise) / 100,
      // null (sent as null) means made to order (catalogue §4).
      pv_quantity: item.stock ?? undefined,
      pv_moq: item.moq,
      pv_length: inches(item.length),
      pv_width: inches(item.width),
      pv_height: inches(item.height),
    },
    arrayImages: item.images,
  };
};

/** `POST completeTheLooksData {slug}`: the look's pieces, in the editor's order; none for an unknown slug. */
export const completeTheLooksData: Handler<'completeTheLooksData'> = async ({ slug }, { db, bearerToken }) => {
  const links = await rowsOf<{ linked_id: number }>(
    db,
    sql`select l.linked_id from product_links l join products p on p.id = l.product_id
      where p.slug = ${slug.trim().toLowerCase()} and l.kind = 'look' order by l.sort, l.linked_id`,
  );
  const customerId = await signedInCustomer(db, bearerToken);
  const cards = await cardsByIds(
    db,
    links.map((l) => l.linked_id),
    customerId,
  );
  return { status: 'success', resCompleteTheLooksData: cards };
};

/** How many suggestions the bag drawer and cart page get (the drawer shows 6 placeholders, shell §2). */
export const RECOMMENDED_COUNT = 8;

/**
 * `GET recommendedproductslist`: bestsellers first, then the newest, each sellable and in stock or made to order
 * at a price above 0; the same list for everyone (no session needed).
 */
export const recommendedProductsList: Handler<'recommendedproductslist'> = async (_body, { db }) => {
  const cards = await selectCards(db, {
    where: sql`c.selling_price > 0`,
    orderBy: sql`exists (select 1 from product_tags x join tags t on t.id = x.tag_id
        where x.product_id = c.id and t.slug = 'bestseller') desc, c.created_at desc, c.id desc`,
    limit: RECOMMENDED_COUNT,
    customerId: null,
  });
  const recommendedproducts: RecommendedProduct[] = cards.map((c) => ({
    product_id: c.product_id,
    product_slug: c.product_slug,
    product_name: c.product_name,
    product_image: c.arrayImages[0] ?? DEFAULT_IMAGE,
    product_selling_price: c.product_selling_price,
    product_price: c.product_price,
    product_type: c.product_type ?? 0,
  }));
  return { status: 'success', recommendedproducts };
};
