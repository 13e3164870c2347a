import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@domain/constants';
import { messages } from '@domain/messages';
import type { CartLine } from '@schemas/cart';
import { checkOrderSummary, makeCodOrder } from '@schemas/calls/checkout';
import type { RequestOf } from '@schemas/call';
import type { OrderLineRequest, PaymentMethod } from '@schemas/order';
import { endExpiredSession } from '@/data/account/session-expired';
import { callApi } from '@/data/call-api';
import { BAG_KEY } from '@/data/cart/bag';
import { cartSession } from '@/data/cart/cart-session';
import { callFailureMessage } from '@/lib/call-failure';
import { keptKey } from '@/lib/kept-key';
import { addressSession } from './address-session';
import { couponSession } from './coupon-session';
import { giftCardSession } from './gift-card-session';
import { orderTokens } from './order-tokens';

type PlaceOrderRequest = RequestOf<typeof makeCodOrder>;

/** A bag line as an order request carries it: identity, quantity and what the shopper was shown. */
export const orderLine = (line: CartLine): OrderLineRequest => ({
  product_id: line.product_id,
  product_name: line.product_name,
  selected_variation: line.selected_variation.map(({ attr, terms }) => ({ attr, terms })),
  quantity: line.quantity,
  product_selling_price: line.product_selling_price,
  product_availability_status: line.product_availability_status,
});

/**
 * The order request (shell §7 makeCodOrder): the method, the note, and the sessions as they stand. Amounts
 * travel only because the contract names them: the server computes every one again from the database.
 */
export function orderRequest(method: PaymentMethod, note: string, lines: CartLine[]): PlaceOrderRequest {
  const guest = addressSession.read();
  const coupon = couponSession.read();
  const card = giftCardSession.read();
  return {
    paymentMethod: method,
    shippingCharge: guest?.shipping_amount ?? 0,
    parsedAddressSession: guest
      ? {
          user_email: guest.user_email,
          user_address: {
            ...guest.user_address,
            ua_country_id: guest.user_address.ua_country_id,
            ua_state_id: guest.user_address.ua_state_id,
            ua_city_id: guest.user_address.ua_city_id,
            ua_address_type_other: guest.user_address.ua_address_type_other ?? '',
          },
          shipping_amount: guest.shipping_amount,
        }
      : null,
    parsedCartSession: lines.map(orderLine),
    parsedCouponSession: coupon ? { promo_code: coupon.promo_code, promo_id: coupon.promo_id } : null,
    parsedGiftCardSession: card ? { gt_giftcard_code: card.gt_giftcard_code, gt_id: card.gt_id } : null,
    textarea: note,
  };
}

/**
 * The Idempotency-Key of this order: the same for as long as what is ordered is unchanged, so a Pay Now sent
 * again after its answer was lost (a dropped connection, a second tap, a reload) places one order.
 */
const orderKey = keptKey(STORAGE_KEYS.orderKey);
export const orderKeyFor = (request: PlaceOrderRequest): string => orderKey.for(JSON.stringify(request));

/** The next order attempt gets a new key (after its temporary order was released). */
export const forgetOrderKey = () => orderKey.clear();

/** spec: shell §4 "On success the guest checkout, cart, address, coupon and gift card sessions are cleared". */
export function clearCheckoutSessions(): void {
  cartSession.clear();
  addressSession.clear();
  couponSession.clear();
  giftCardSession.clear();
  orderKey.clear();
}

/** How placing an order ended. */
export type PlaceResult =
  | { ok: true; orderNumber: string }
  /** `lines`: the bag as it now sells, each line that stops the order flagged, when that was the reason. */
  | { ok: false; message: string; lines?: CartLine[] };

/**
 * Re-checks the bag against the database (shell §4 "any line whose item-status flag is true stops the
 * order"): the first flagged line's message, with the lines as they now sell, or null when all can be sold.
 */
export async function recheckBag(lines: CartLine[]): Promise<Extract<PlaceResult, { ok: false }> | null> {
  const answer = await callApi(checkOrderSummary, { parsedCartSession: lines.map(orderLine) });
  if (endExpiredSession(answer)) return { ok: false, message: answer.message };
  const flagged = answer.updatedSessionData.find((l) => l.product_item_status);
  if (answer.status === 'success' && !flagged) return null;
  return { ok: false, message: answer.message || messages.internalError, lines: answer.updatedSessionData };
}

/** A guest's flagged lines replace the stored bag, so the bag shows what stopped the order. */
export function showFlagged(lines: CartLine[] | undefined, signedIn: boolean): void {
  if (!signedIn && lines && lines.length > 0) cartSession.write(lines);
}

/**
 * Pay Now with cash on delivery (shell §4 "COD creates the order directly"): the bag re-checked, then
 * makeCodOrder once per key. On success the sessions are cleared, a guest's order token kept, and every
 * reader of the bag asks again.
 */
export function usePlaceCodOrder() {
  const client = useQueryClient();
  return async (lines: CartLine[], note: string, signedIn: boolean): Promise<PlaceResult> => {
    try {
      const stop = await recheckBag(lines);
      if (stop) {
        showFlagged(stop.lines, signedIn);
        return stop;
      }
      const request = orderRequest('COD', note, lines);
      const answer = await callApi(makeCodOrder, request, { idempotencyKey: orderKeyFor(request) });
      if (endExpiredSession(answer)) return { ok: false, message: answer.message };
      if (answer.status !== 'success' || !answer.order_number) {
        showFlagged(answer.updatedSessionData, signedIn);
        return { ok: false, message: answer.message || messages.internalError };
      }
      if (answer.order_token) orderTokens.keep(answer.order_number, answer.order_token);
      clearCheckoutSessions();
      await client.invalidateQueries({ queryKey: BAG_KEY });
      return { ok: true, orderNumber: answer.order_number };
    } catch (error) {
      return { ok: false, message: callFailureMessage(error) };
    }
  };
}
