import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import type { CallDef } from '@schemas/call';
import type { FavDataResponse } from '@schemas/wishlist';
import { callApi } from '@/lib/api-client';
import { renderBlocks } from '../../../../tests/support/render-blocks';
import { WishlistBlock } from './wishlist-block';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const item = (id: number, name: string, selling: number): FavDataResponse['favdata'][number] => ({
  ufp_id: id * 10,
  product: {
    product_id: id,
    product_name: name,
    product_slug: name.toLowerCase().replace(/ /g, '-'),
    product_type: 0,
    product_price: selling + 1000,
    product_selling_price: selling,
    variation_id: undefined,
  },
  ufp_product_data: { product_image: `/media/products/${id}.webp`, product_variation: '', selected_variation: [] },
  ufp_selected_variation: [],
});

const answers: Record<string, unknown> = {};
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (def: CallDef) => answers[def.name]);
});
afterEach(() => window.localStorage.clear());

describe('the wishlist block (catalogue §2 "Wishlist")', () => {
  it('asks a guest to Register or Login, without calling the server', () => {
    renderBlocks(<WishlistBlock />);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Faccount%2Fwishlist',
    );
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('shows 6 placeholders while loading, then the items with quantity 1', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    let release: (v: unknown) => void = () => undefined;
    answers['user-fav-data'] = new Promise((resolve) => (release = resolve));
    renderBlocks(<WishlistBlock />);
    expect(screen.getAllByTestId('wishlist-placeholder')).toHaveLength(6);
    release({ status: 'success', message: '', favdata: [item(1, 'Jadau Bangle', 29500)], img_path: '' });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Jadau Bangle' })).toBeTruthy();
    expect(within(list).getByText('Quantity: 1')).toBeTruthy();
  });

  it('adds an item to the bag and then takes it out of the wishlist', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    answers['user-fav-data'] = {
      status: 'success',
      message: '',
      favdata: [item(2, 'Ikat Dupatta', 3800)],
      img_path: '',
    };
    answers.addToCartSession = {
      data: { status: 'success', message: '', resCartData: [], cartSummary: null },
    };
    answers['remove-fav-wishlist'] = { status: 'success', message: 'Removed from wishlist', count: 0 };
    renderBlocks(<WishlistBlock />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(callApiMock.mock.calls.map(([def]) => def.name)).toContain('remove-fav-wishlist'));
    const remove = callApiMock.mock.calls.find(([def]) => def.name === 'remove-fav-wishlist');
    expect(remove?.[1]).toEqual({ product_id: 2 });
  });

  it("refuses a selling price not above 0 with 'Internal Error, Please try later.' and keeps the item", async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
    answers['user-fav-data'] = { status: 'success', message: '', favdata: [item(3, 'Gift Wrap', 0)], img_path: '' };
    renderBlocks(<WishlistBlock />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const names = callApiMock.mock.calls.map(([def]) => def.name);
    expect(names).not.toContain('addToCartSession');
    expect(names).not.toContain('remove-fav-wishlist');
  });
});
