import { asc, eq } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import { availabilityStatus, bagSummary, sellable, toRupees } from '@domain/cart';
import type { CartLine, CartSummary } from '@schemas/cart';
import type { Db } from '../../db/client';
import { cartLines, products, productVariations, settings } from '../../db/schema';
import { numericPaise, termsOfVariations } from './sellable-line';

export interface Bag {
  lines: CartLine[];
  summary: CartSummary;
}

/** The shop's shipping rule (spec: shell §3 "Site settings": admin_shipping_free, admin_notzone_amount). */
export async function shippingRule(db: Db) {
  const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, 1)).limit(1);
  return {
    admin_shipping_free: row?.data.admin_shipping_free,
    admin_notzone_amount: row?.data.admin_notzone_amount,
  };
}

/**
 * A customer's whole bag, oldest line first, every price read from products / product_variations now (the
 * bag stores none), with the summary from domain/cart.ts (spec: shell §3 "Cart line", "Cart summary").
 * product_item_status is true for a line that cannot be ordered as it is (its selling price is not above 0),
 * which stops an order (shell §4 "Before placing an order").
 */
export async function readBag(db: Db, customerId: number): Promise<Bag> {
  const rows = await db
    .select({ line: cartLines, product: products, variation: productVariations })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartLines.variationId))
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const terms = await termsOfVariations(
    db,
    rows.flatMap((r) => (r.variation ? [r.variation.id] : [])),
  );
  const lines = rows.map(({ line, product, variation }): CartLine => {
    const price = numericPaise(variation?.price ?? product.price);
    const selling = numericPaise(variation?.sellingPrice ?? product.sellingPrice);
    const stock = variation ? variation.stock : product.stock;
    const chosen = variation ? (terms.get(variation.id) ?? []) : [];
    return {
      product_id: product.id,
      product_name: product.name,
      product_slug: product.slug,
      product_image: variation?.images[0] ?? product.images[0] ?? DEFAULT_IMAGE,
      product_type: product.productType,
      product_price: toRupees(price),
      product_selling_price: toRupees(selling),
      product_discount: toRupees(Math.max(price - selling, 0)),
      product_variation: JSON.stringify(chosen.map(({ attr, terms: t }) => ({ attr, terms: t }))),
      product_category_id: product.categoryId ?? undefined,
      selected_variation: chosen,
      product_availability_status: availabilityStatus(stock),
      quantity: line.quantity,
      product_item_status: !sellable(toRupees(selling)),
      cart_id: line.id,
      cart_user_id: customerId,
    };
  });
  return { lines, summary: bagSummary(lines, await shippingRule(db)) };
}
