import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { guestBag } from '@fixtures/sessions';
import { callApi } from '@/lib/api-client';
import { cartSession } from '@/data/cart/cart-session';
import { signIn } from './login';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
const form = { user_email: 'asha.verma@example.in', user_password: 'Kundan@2026' };
const failed = { status: 'error', user_token: '', message: 'Network Error', cart_changes: [] };
const sentKeys = () => callApiMock.mock.calls.map(([, , options]) => options?.idempotencyKey);

beforeEach(() => callApiMock.mockReset());
afterEach(() => window.localStorage.clear());

describe('signing in with a guest bag (issue 9 §5: merged once)', () => {
  it('sends the same merge key again while the bag is unchanged, and a new one once it changes', async () => {
    callApiMock.mockResolvedValue(failed);
    cartSession.write(guestBag);
    await signIn(form);
    await signIn(form);
    cartSession.write(guestBag.slice(0, 1));
    await signIn(form);
    const [first, again, changed] = sentKeys();
    expect(first).toMatch(/\S{16,}/);
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('sends no key without a guest bag, and forgets the key with the bag after a success', async () => {
    callApiMock.mockResolvedValue(failed);
    await signIn(form);
    expect(sentKeys()).toEqual([undefined]);

    callApiMock.mockResolvedValue({ status: 'success', user_token: 'token', message: 'ok', cart_changes: [] });
    cartSession.write(guestBag);
    await signIn(form);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartSession)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartMergeKey)).toBeNull();
  });
});
