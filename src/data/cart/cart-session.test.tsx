import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { guestBag } from '@fixtures/sessions';
import { useBagCount } from './bag';
import { cartSession } from './cart-session';

afterEach(() => cartSession.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('the guest bag in storage (spec: shell §4 "Storage", CART_SESSION)', () => {
  it('counts its lines for the badge, as the spec counts them', () => {
    const { result } = renderHook(() => useBagCount(), { wrapper });
    expect(result.current).toBe(0);
    act(() => cartSession.write(guestBag));
    expect(result.current).toBe(2);
  });

  it('reads a corrupt or foreign bag as empty, and drops it', () => {
    for (const raw of ['{not json', '"text"', JSON.stringify([{ product_id: 1 }]), JSON.stringify({ lines: [] })]) {
      window.localStorage.setItem(STORAGE_KEYS.cartSession, raw);
      const { result } = renderHook(() => useBagCount(), { wrapper });
      expect(result.current, raw).toBe(0);
      expect(window.localStorage.getItem(STORAGE_KEYS.cartSession), raw).toBeNull();
    }
  });

  it('is not drawn again at once when hydrated: a count needs no "storage seen yet" (ADR 074)', async () => {
    let draws = 0;
    function Count() {
      draws += 1;
      return <span>{useBagCount()}</span>;
    }
    const page = () => wrapper({ children: <Count /> });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    draws = 0;
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(container.textContent).toBe('0');
    expect(draws).toBe(1);
  });
});
