import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import type { CartLine } from '@schemas/cart';
import { cancelTempOrder, createTempOrder, paymentProcessing } from '@schemas/calls/checkout';
import type { PaymentMethod } from '@schemas/order';
import type { TempOrderResponse } from '@schemas/payment';
import { endExpiredSession } from '@/data/account/session-expired';
import { callApi } from '@/data/call-api';
import { BAG_KEY } from '@/data/cart/bag';
import { callFailureMessage } from '@/lib/call-failure';
import { orderTokens } from './order-tokens';
import {
  NOT_READY,
  loadProviderScript,
  providerWindow,
  type ProviderError,
  type ProviderSuccess,
} from './payment-window';
import {
  clearCheckoutSessions,
  forgetOrderKey,
  orderKeyFor,
  orderRequest,
  recheckBag,
  showFlagged,
  type PlaceResult,
} from './place-order';

/** The provider's failure as the payment step lists it (shell §8). */
export interface PaymentFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  orderId: string;
  paymentId: string;
}

const failureOf = (error: ProviderError): PaymentFailure => ({
  code: error.code ?? '',
  description: error.description ?? '',
  source: error.source ?? '',
  step: error.step ?? '',
  reason: error.reason ?? '',
  orderId: error.metadata?.order_id ?? '',
  paymentId: error.metadata?.payment_id ?? '',
});

/** Our methods as the provider's `prefill.method` names them (COD never reaches the provider). */
const PROVIDER_METHODS: Partial<Record<PaymentMethod, string>> = {
  UPI: 'upi',
  'Debit/Credit Cards': 'card',
  Wallet: 'wallet',
  'Net Banking': 'netbanking',
};

/** What the shopper did in the provider's window. */
export type WindowOutcome = { paid: ProviderSuccess } | { paid: null };

/** Opens the provider's window for the temporary order and waits until it is paid or closed. */
export async function payInWindow(
  temp: Omit<TempOrderResponse, 'order_token' | 'order_number' | 'updatedSessionData'>,
  onFailure: (failure: PaymentFailure) => void,
  description = `Order ${temp.temp_trans_order_id}`,
  method?: PaymentMethod,
): Promise<WindowOutcome> {
  await loadProviderScript(temp.script_url);
  return new Promise<WindowOutcome>((resolve) => {
    const window = providerWindow({
      key: temp.key,
      amount: temp.amount,
      currency: temp.currency || 'INR',
      name: 'Padmakshya',
      description: description ?? `Order ${temp.temp_trans_order_id}`,
      order_id: temp.temp_razorpay_order_id,
      prefill: {
        name: temp.name,
        email: temp.email,
        contact: temp.contact,
        ...(method && PROVIDER_METHODS[method] ? { method: PROVIDER_METHODS[method] } : {}),
      },
      theme: { color: '#7a1f2b' },
      handler: (paid) => resolve({ paid }),
      modal: { ondismiss: () => resolve({ paid: null }) },
    });
    // The window stays open after a failure, so the shopper can try again or close it.
    window.on('payment.failed', ({ error }) => onFailure(failureOf(error)));
    window.open();
  });
}

export interface OnlineHooks {
  /** The temporary order exists and its window is about to open (the 4000 ms loader starts, shell §4). */
  onOpening: () => void;
  /** The provider reported a failed attempt (shell §8 alert fields). */
  onFailure: (failure: PaymentFailure) => void;
}

/**
 * Pay Now with UPI, a card, a wallet or net banking (shell §4): the bag re-checked, a temporary order (once
 * per key: it holds the pieces, coupon and gift card), the provider's window, then paymentProcessing with the
 * provider's three fields. A closed window or a failed payment releases what the temporary order held
 * (cancelTempOrder) and the next Pay Now starts afresh; a failed confirmation just stops (shell §4).
 */
export function usePayOnline() {
  const client = useQueryClient();
  return async (
    method: PaymentMethod,
    lines: CartLine[],
    note: string,
    signedIn: boolean,
    hooks: OnlineHooks,
  ): Promise<PlaceResult> => {
    try {
      const stop = await recheckBag(lines);
      if (stop) {
        showFlagged(stop.lines, signedIn);
        return stop;
      }
      const request = orderRequest(method, note, lines);
      const temp = await callApi(createTempOrder, request, { idempotencyKey: orderKeyFor(request) });
      if (endExpiredSession(temp)) return { ok: false, message: temp.message };
      const token = temp.order_token ? { orderToken: temp.order_token } : {};
      const finish = async (number: string): Promise<PlaceResult> => {
        if (temp.order_token) orderTokens.keep(number, temp.order_token);
        clearCheckoutSessions();
        await client.invalidateQueries({ queryKey: BAG_KEY });
        return { ok: true, orderNumber: number };
      };
      // This order was paid already (its answer was lost, and Pay Now sent again).
      if (temp.status === 'success' && temp.order_number) return await finish(temp.order_number);
      if (temp.status !== 'success') {
        showFlagged(temp.updatedSessionData, signedIn);
        return { ok: false, message: temp.message || messages.internalError };
      }
      hooks.onOpening();
      const outcome = await payInWindow(temp, hooks.onFailure, undefined, method);
      if (!outcome.paid) {
        await callApi(cancelTempOrder, { temp_trans_order_id: temp.temp_trans_order_id }, token).catch(() => undefined);
        forgetOrderKey();
        return { ok: false, message: '' };
      }
      const answer = await callApi(
        paymentProcessing,
        {
          paymentId: outcome.paid.razorpay_payment_id,
          orderId: outcome.paid.razorpay_order_id,
          signature: outcome.paid.razorpay_signature,
          temp_trans_order_id: temp.temp_trans_order_id,
        },
        token,
      );
      if (answer.status !== 'success' || !answer.order_number) {
        return { ok: false, message: answer.message || messages.internalError };
      }
      return await finish(answer.order_number);
    } catch (error) {
      return {
        ok: false,
        message: error instanceof Error && error.message === NOT_READY ? NOT_READY : callFailureMessage(error),
      };
    }
  };
}
