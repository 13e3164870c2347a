import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { callApi } from '@/lib/api-client';
import { DrawerContext, type DrawerRequest } from '@/lib/drawers';
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
  const opened: DrawerRequest[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DrawerContext.Provider value={(request) => opened.push(request)}>
        <MemoryRouter initialEntries={['/search-result/dupatta?x=1']}>{children}</MemoryRouter>
      </DrawerContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => ({ toggle: useToggleWish() }), { wrapper });
  return { client, listKey, result, opened };
}

const favData = (productIds: number[]) => ({
  status: 'success',
  message: '',
  img_path: '',
  favdata: productIds.map((id, i) => ({
    ufp_id: 50 + i,
    product: { product_id: id, product_name: 'P', product_slug: 'p', product_price: 100, product_selling_price: 100 },
    ufp_product_data: { product_image: '', product_variation: '', selected_variation: [] },
    ufp_selected_variation: [],
  })),
});
const toggled = {
  status: 'success',
  message: 'Added to Wishlist',
  data: { status: 'success', notification: 'Added to Wishlist', count: 1, ufp_id: 91 },
};
const afterSignInOf = (request: DrawerRequest | undefined) =>
  request?.name === 'signIn' ? request.payload?.afterSignIn : undefined;

beforeEach(() => {
  callApiMock.mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(() => window.localStorage.clear());

describe('useToggleWish (catalogue §4, §6, §8)', () => {
  it('asks a guest to sign in over the page, and keeps the product once they have', async () => {
    const { client, result, opened } = setup();
    act(() => result.current.toggle({ product_id: 26 }));
    expect(opened.map((request) => request.name)).toEqual(['signIn']);
    expect(callApiMock).not.toHaveBeenCalled();

    // Signed in in the modal: the wishlist does not hold it yet, so it is added.
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    callApiMock.mockImplementation(async (def) => (def.name === 'user-fav-data' ? favData([5]) : toggled));
    act(() => afterSignInOf(opened[0])?.());
    await waitFor(() => expect(client.getQueryData(FAV_COUNT_KEY)).toBe(1));
    expect(callApiMock.mock.calls.map(([def, body]) => [def.name, body])).toEqual([
      ['user-fav-data', undefined],
      ['add-to-fav', { product_id: 26, selected_variation: [] }],
    ]);
  });

  it('leaves the product kept when the account signed into already holds it (a toggle would remove it)', async () => {
    const { result, opened } = setup();
    act(() => result.current.toggle({ product_id: 26 }));
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    callApiMock.mockImplementation(async (def) => (def.name === 'user-fav-data' ? favData([26]) : toggled));
    act(() => afterSignInOf(opened[0])?.());
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Added to Wishlist', expect.anything()));
    expect(callApiMock.mock.calls.map(([def]) => def.name)).toEqual(['user-fav-data']);
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
