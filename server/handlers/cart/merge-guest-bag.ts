import { quantityCap, sellable, toRupees } from '@domain/cart';
import type { CartSession } from '@schemas/cart';
import type { Db } from '../../db/client';
import { goneMessage, keptFewerMessage, unsellableMessage } from './bag-messages';
import { addQuantity } from './bag-changes';
import { chosenTerms, sellableLine } from './sellable-line';

/**
 * Signing in merges the guest's bag into the customer's (issue 9 §5): each guest line is added to the
 * customer's line for the same product and variation, quantities add up, clamped to what can be sold (stock;
 * a one-of-a-kind piece is 1; made to order has no cap but the line limit). Nothing is silently lost: every
 * line that could not be kept whole, or at all (its product or variation gone, its selling price not above
 * 0), is described in `changes`, in the shopper's words, in the guest bag's order. One transaction: the
 * merge happens whole or not at all. Prices are never read from the guest lines.
 *
 * Called by logincheck (the account's sign-in) with the parsed CART_SESSION it receives as session_data;
 * the caller shows `changes` (as `cart_changes`) and the browser then clears CART_SESSION.
 */
export async function mergeGuestBag(
  db: Db,
  customerId: number,
  guestLines: CartSession,
): Promise<{ changes: string[] }> {
  return db.transaction(async (tx) => {
    const changes: string[] = [];
    for (const guest of guestLines) {
      const item = await sellableLine(tx, guest.product_id, chosenTerms(guest));
      if (!item) {
        changes.push(goneMessage(guest.product_name));
        continue;
      }
      if (!sellable(toRupees(item.sellingPaise))) {
        changes.push(unsellableMessage(item.name));
        continue;
      }
      const { before, after } = await addQuantity(tx, customerId, item, guest.quantity);
      if (after < before + guest.quantity) {
        changes.push(keptFewerMessage(item.name, after, quantityCap(item.stock)));
      }
    }
    return { changes };
  });
}
