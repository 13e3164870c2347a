import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineKey } from '@domain/cart';
import type { CallDef } from '@schemas/call';
import type { CartLine } from '@schemas/cart';
import { guestBag } from '@fixtures/sessions';
import { callApi } from '@/lib/api-client';
import { toastBag } from '@/lib/toast';
import { userToken } from '@/data/account/user-token';
import { couponSession } from '@/data/checkout/coupon-session';
import { useBag } from './bag';
import { useAddToBag, useDecreaseLine, useRemoveLine } from './bag-changes';
import { cartSession } from './cart-session';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toastBag: { error: vi.fn(), success: vi.fn() } }));
const callApiMock = vi.mocked(callApi);

const coupon = { discount_amount: 500, promo_id: 3, promo_code: 'DIWALI', cart_amount: 10000 };
const [first, second] = guestBag as [CartLine, CartLine];
const customerLine: CartLine = { ...first, cart_id: 11, cart_user_id: 5, quantity: 2 };
const reply = (status: string, lines: CartLine[], message = '') => ({
  data: { status, message, resCartData: lines, cartSummary: undefined },
});

const settings = { status: 'success', sitesettings: { admin_shipping_free: 25000, admin_notzone_amount: 250 } };
/** The bag's own calls, in order (the site settings call is the summary's, not a change). */
const bagCalls = () =>
  callApiMock.mock.calls.map(([def]) => (def as CallDef).name).filter((name) => name !== 'settingsdata');

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const hooks = () =>
  renderHook(() => ({ bag: useBag(), add: useAddToBag(), less: useDecreaseLine(), drop: useRemoveLine() }), {
    wrapper,
  });

beforeEach(() => {
  callApiMock.mockReset();
  vi.mocked(toastBag.error).mockReset();
  couponSession.write(coupon);
});
afterEach(() => window.localStorage.clear());

describe('guest bag changes (spec: shell §4)', () => {
  it('checks an add with the server, merges it into CART_SESSION and clears the coupon', async () => {
    callApiMock.mockImplementation(async (def: CallDef) =>
      def.name === 'addToCart' ? { status: 'success' } : settings,
    );
    cartSession.write([first]);
    const { result } = hooks();
    await act(() => result.current.add.add({ ...first }));
    await act(() => result.current.add.add({ ...second }));
    expect(cartSession.read()?.map((l) => [l.product_id, l.quantity])).toEqual([
      [first.product_id, 2],
      [second.product_id, 1],
    ]);
    expect(result.current.bag.count).toBe(2);
    expect(couponSession.read()).toBeNull();
    expect(bagCalls()).toEqual(['addToCart', 'addToCart']);
  });

  it('refuses a selling price not above 0 without a call, and a refused check adds nothing', async () => {
    const { result } = hooks();
    const refused = await act(() => result.current.add.add({ ...first, product_selling_price: 0 }));
    expect(refused).toEqual({ ok: false, message: 'Internal Error, Please try later.' });
    expect(bagCalls()).toEqual([]);
    callApiMock.mockImplementation(async (def: CallDef) =>
      def.name === 'addToCart' ? { status: 'error', message: 'Sorry, this piece is no longer available.' } : settings,
    );
    await act(() => result.current.add.add({ ...first }));
    expect(cartSession.read()).toBeNull();
    expect(toastBag.error).toHaveBeenLastCalledWith('Sorry, this piece is no longer available.', 'bag-change');
    expect(couponSession.read()).toEqual(coupon);
  });

  it('decreases and removes lines locally', async () => {
    cartSession.write([{ ...first, quantity: 2 }, second]);
    const { result } = hooks();
    await act(() => result.current.less.decrease({ ...first, quantity: 2 }));
    await act(() => result.current.drop.remove(second));
    expect(cartSession.read()?.map((l) => [l.product_id, l.quantity])).toEqual([[first.product_id, 1]]);
    expect(bagCalls()).toEqual([]);
  });
});

describe('signed-in bag changes (spec: shell §4, §7, §8)', () => {
  beforeEach(() => userToken.write('customer-token'));

  it("replaces the bag with the server's reply and sends one Idempotency-Key per action", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    callApiMock.mockImplementation(
      (def: CallDef) =>
        new Promise((done) => {
          if (def.name === 'cartSessionData') done(reply('success', [customerLine]));
          else resolve = done;
        }),
    );
    const { result } = hooks();
    await waitFor(() => expect(result.current.bag.count).toBe(1));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.add.add(customerLine);
      // A double tap while the first is on its way sends nothing.
      void result.current.add.add(customerLine);
    });
    expect(result.current.add.pendingLine, 'pending from the tap on').toBe(lineKey(customerLine));
    // The call goes out once the tap's frame is drawn; the double tap sends nothing.
    const sentAdds = () => callApiMock.mock.calls.filter(([def]) => (def as CallDef).name === 'addToCartSession');
    expect(sentAdds(), 'not in the tap itself').toHaveLength(0);
    await waitFor(() => expect(sentAdds()).toHaveLength(1));
    await new Promise((settle) => setTimeout(settle, 150));
    const adds = sentAdds();
    expect(adds).toHaveLength(1);
    expect(adds[0]?.[2]?.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    await act(async () => {
      resolve(
        reply('success', [
          { ...customerLine, quantity: 3 },
          { ...second, cart_id: 12, cart_user_id: 5 },
        ]),
      );
      await first;
    });
    expect(result.current.bag.lines.map((l) => l.quantity)).toEqual([3, second.quantity]);
    expect(result.current.bag.count).toBe(2);
    expect(couponSession.read()).toBeNull();
  });

  it("leaves the bag as it was and toasts the server's message on a failure", async () => {
    callApiMock.mockImplementation(async (def: CallDef) =>
      def.name === 'cartSessionData'
        ? reply('success', [customerLine])
        : reply('error', [], 'Only 2 of Kundan Ring can be in your bag: that is all we have in stock.'),
    );
    const { result } = hooks();
    await waitFor(() => expect(result.current.bag.count).toBe(1));
    await act(() => result.current.add.add(customerLine));
    expect(result.current.bag.lines).toEqual([customerLine]);
    expect(toastBag.error).toHaveBeenCalledWith(
      'Only 2 of Kundan Ring can be in your bag: that is all we have in stock.',
      'bag-change',
    );
    expect(couponSession.read()).toEqual(coupon);
  });

  it('retries a lost connection once with the same key', async () => {
    const lost = Object.assign(new Error('Network Error'), { isAxiosError: true });
    let attempts = 0;
    callApiMock.mockImplementation(async (def: CallDef) => {
      if (def.name === 'cartSessionData') return reply('success', [customerLine]);
      if (def.name !== 'removeCartProduct') return settings;
      attempts += 1;
      if (attempts === 1) throw lost;
      return reply('success', []);
    });
    const { result } = hooks();
    await waitFor(() => expect(result.current.bag.count).toBe(1));
    const outcome = await act(() => result.current.drop.remove(customerLine));
    expect(outcome).toEqual({ ok: true });
    const keys = callApiMock.mock.calls
      .filter(([def]) => (def as CallDef).name === 'removeCartProduct')
      .map(([, , options]) => options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(result.current.bag.count).toBe(0);
  });
});
