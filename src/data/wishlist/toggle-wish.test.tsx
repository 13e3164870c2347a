import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { callApi } from '@/lib/api-client';
import { FAV_COUNT_KEY } from './fav-count';
import { useToggleWish } from './toggle-wish';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const callApiMock = vi.mocked(callApi);

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const listKey = ['catalogue', 'search', 'dupatta'];
  client.setQueryData(listKey, {
    data: {
      data: [
        { product_id: 26, ufp_id: 0 },
        { product_id: 27, ufp_id: 0 },
      ],
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/search-result/dupatta?x=1']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => ({ toggle: useToggleWish(), location: useLocation() }), { wrapper });
  return { client, listKey, result };
}

beforeEach(() => callApiMock.mockReset());
afterEach(() => window.localStorage.clear());

describe('useToggleWish (catalogue §4, §6, §8)', () => {
  it('sends a guest to /login with the way back', () => {
    const { result } = setup();
    act(() => result.current.toggle({ product_id: 26 }));
    expect(result.current.location.pathname).toBe('/login');
    expect(result.current.location.search).toBe('?redirect=%2Fsearch-result%2Fdupatta%3Fx%3D1');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it("follows the server's reply: the card, the count and the toast", async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    callApiMock.mockResolvedValue({
      status: 'success',
      message: 'Added to Wishlist',
      data: { status: 'success', notification: 'Added to Wishlist', count: 4, ufp_id: 91 },
    });
    const { client, listKey, result } = setup();
    act(() => result.current.toggle({ product_id: 26 }));
    // A second tap while the first is on its way is ignored.
    act(() => result.current.toggle({ product_id: 26 }));
    await waitFor(() => expect(client.getQueryData(FAV_COUNT_KEY)).toBe(4));
    expect(callApiMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(listKey)).toEqual({
      data: {
        data: [
          { product_id: 26, ufp_id: 91 },
          { product_id: 27, ufp_id: 0 },
        ],
      },
    });
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Added to Wishlist', expect.anything());
  });
});
