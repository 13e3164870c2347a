import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { addToBag, decreaseInBag, lineKey, removeFromBag, sellable } from '@domain/cart';
import { messages } from '@domain/messages';
import { addToCart, addToCartSession, minusToCartSession, removeCartProduct } from '@schemas/calls/cart';
import type { CartLine, CartResponse } from '@schemas/cart';
import { userToken } from '@/data/account/user-token';
import { endExpiredSession } from '@/data/account/session-expired';
import { callApi } from '@/data/call-api';
import { couponSession } from '@/data/checkout/coupon-session';
import { untilNextPaint } from '@/lib/after-next-paint';
import { callFailureMessage } from '@/lib/call-failure';
import { randomKey } from '@/lib/random-key';
import { toastBag } from '@/lib/toast';
import { bagFromReply, customerBagQueryOptions } from './bag';
import { announceBagChange } from './bag-broadcast';
import { cartSession } from './cart-session';

/** What a shopper adds: a product (and chosen variation) as the page showed it; the bag sets the quantity. */
export type AddToBagLine = Omit<CartLine, 'quantity' | 'cart_id' | 'cart_user_id'>;

type Change =
  { kind: 'add'; line: AddToBagLine } | { kind: 'decrease'; line: CartLine } | { kind: 'remove'; line: CartLine };

/** How a bag change ended: `ok` when the bag changed; otherwise the message the shopper was shown. */
export interface BagChangeResult {
  ok: boolean;
  message?: string;
}

/** One toast per id (spec: shell §9): a second failure replaces the first. */
const TOAST_ID = 'bag-change';

/** The chosen terms as the wire's product_variation (JSON of [{attr, terms}]; '' for a simple product). */
const variationText = (line: AddToBagLine) =>
  line.selected_variation.length === 0
    ? ''
    : JSON.stringify(line.selected_variation.map(({ attr, terms }) => ({ attr, terms })));

/** Signed in: the server changes the bag (spec: shell §7); the Idempotency-Key makes a retry harmless. */
async function serverChange(change: Change, idempotencyKey: string): Promise<CartResponse['data']> {
  const reply = await sendServerChange(change, idempotencyKey);
  // A lapsed session removes the token and goes home (catalogue §6, shell §8).
  endExpiredSession({ status: reply.status, message: reply.message ?? '' });
  return reply;
}

async function sendServerChange(change: Change, idempotencyKey: string): Promise<CartResponse['data']> {
  const { line } = change;
  if (change.kind === 'add') {
    const body = {
      product_id: line.product_id,
      product_variation: variationText(line),
      selected_variation: line.selected_variation.map(({ attr, terms }) => ({ attr, terms })),
      quantity: 1,
    };
    return (await callApi(addToCartSession, body, { idempotencyKey })).data;
  }
  if (change.kind === 'decrease') {
    const body = { cart_id: change.line.cart_id, cart_user_id: change.line.cart_user_id };
    return (await callApi(minusToCartSession, body, { idempotencyKey })).data;
  }
  return (await callApi(removeCartProduct, { cart_id: change.line.cart_id }, { idempotencyKey })).data;
}

/** A guest: the domain rules on CART_SESSION (spec: shell §4), after the server has checked an add. */
async function guestChange(change: Change): Promise<BagChangeResult> {
  const lines = cartSession.read() ?? [];
  if (change.kind === 'add') {
    const { line } = change;
    const check = await callApi(addToCart, {
      product_id: line.product_id,
      product_variation: variationText(line),
      selected_variation: line.selected_variation.map(({ attr, terms }) => ({ attr, terms })),
      quantity: 1,
    });
    if (check.status !== 'success') return { ok: false, message: check.message || messages.internalError };
    cartSession.write(addToBag(cartSession.read() ?? [], { ...line, quantity: 1 }));
  } else if (change.kind === 'decrease') {
    cartSession.write(decreaseInBag(lines, lineKey(change.line)));
  } else {
    cartSession.write(removeFromBag(lines, lineKey(change.line)));
  }
  return { ok: true };
}

/** A lost connection is worth one more try with the same key; an answer from the server is final. */
const lostConnection = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'isAxiosError' in error && !('response' in error && error.response);
const retryLostConnection = (failures: number, error: unknown) => failures < 1 && lostConnection(error);

/**
 * One kind of bag change for the components that make it. A shopper's action gets one Idempotency-Key, which
 * the retry reuses; a second tap on the same line while its change is on its way is ignored, so one action
 * never sends twice. The signed-in reply replaces lines, count and summary; a failure leaves the bag as it
 * was and toasts the server's message (spec: shell §4, §8). Every change clears the coupon (§4).
 */
function useBagChange() {
  const client = useQueryClient();
  const inFlight = useRef(new Set<string>());
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ change, key }: { change: Change; key: string }): Promise<BagChangeResult> => {
      // Read at the moment of the change: a sign-in in another tab counts.
      if (userToken.read() === null) return guestChange(change);
      const reply = await serverChange(change, key);
      if (reply.status !== 'success') return { ok: false, message: reply.message || messages.internalError };
      client.setQueryData(customerBagQueryOptions().queryKey, bagFromReply(reply));
      announceBagChange();
      return { ok: true };
    },
    retry: retryLostConnection,
    retryDelay: 500,
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (change: Change): Promise<BagChangeResult> => {
      const id = lineKey(change.line);
      const action = `${change.kind}:${id}`;
      if (inFlight.current.has(action)) return { ok: false };
      // spec: shell §5 — no add or quantity change at a selling price not above 0.
      if (change.kind !== 'remove' && !sellable(change.line.product_selling_price)) {
        toastBag.error(messages.internalError, TOAST_ID);
        return { ok: false, message: messages.internalError };
      }
      inFlight.current.add(action);
      setPendingLine(id);
      try {
        // The tap's answer (the line's spinner) is drawn first: the mutation's bookkeeping and the render it
        // sets off stay out of the tap's frame (issue 13 §1, INP; ADR 054).
        await untilNextPaint();
        const result = await mutateAsync({ change, key: randomKey() });
        if (result.ok) couponSession.clear();
        else if (result.message) toastBag.error(result.message, TOAST_ID);
        return result;
      } catch (error) {
        const message = callFailureMessage(error);
        toastBag.error(message, TOAST_ID);
        return { ok: false, message };
      } finally {
        inFlight.current.delete(action);
        setPendingLine((current) => (current === id ? null : current));
      }
    },
    [mutateAsync],
  );
  // Pending from the tap on, not from the mutation's start a frame later.
  return { run, isPending: mutation.isPending || pendingLine !== null, pendingLine };
}

/**
 * Adds one of a product to the bag (spec: shell §4; the product page, the variation drawer, the wishlist and
 * the bag's "+" and recommendations use it). `pendingLine` is the `lineKey` of the line being changed.
 */
export function useAddToBag() {
  const { run, isPending, pendingLine } = useBagChange();
  const add = useCallback((line: AddToBagLine) => run({ kind: 'add', line }), [run]);
  return { add, isPending, pendingLine };
}

/** One fewer of a bag line; a line at 1 leaves the bag (spec: shell §4). */
export function useDecreaseLine() {
  const { run, isPending, pendingLine } = useBagChange();
  const decrease = useCallback((line: CartLine) => run({ kind: 'decrease', line }), [run]);
  return { decrease, isPending, pendingLine };
}

/** Removes a bag line (spec: shell §4). */
export function useRemoveLine() {
  const { run, isPending, pendingLine } = useBagChange();
  const remove = useCallback((line: CartLine) => run({ kind: 'remove', line }), [run]);
  return { remove, isPending, pendingLine };
}
