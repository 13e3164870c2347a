import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@domain/messages';
import type { CallDef } from '@schemas/call';
import { callApi } from '@/lib/api-client';
import { DrawerContext } from '@/lib/drawers';
import { toastBag } from '@/lib/toast';
import { productAnswer, roseGoldPrice } from '../test-support/product-fixtures';
import { VariationDrawer } from './variation-drawer';

/** A busy two-core machine: the first render of a lazily imported page can take a few seconds. */
const SLOW = { timeout: 5000 };

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const calls = (name: string) => callApiMock.mock.calls.filter(([def]) => (def as CallDef).name === name);

function answer(product = productAnswer, addAnswer: () => Promise<unknown> = async () => ({ status: 'success' })) {
  callApiMock.mockImplementation(async (def) => {
    const name = (def as CallDef).name;
    if (name === 'product-details') return product as never;
    if (name === 'variation-wise-price') return roseGoldPrice as never;
    if (name === 'addToCart') return (await addAnswer()) as never;
    throw new Error(`unexpected call ${name}`);
  });
}

function renderDrawer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const openDrawer = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <DrawerContext.Provider value={openDrawer}>
        <MemoryRouter>
          <VariationDrawer open onOpenChange={onOpenChange} payload={{ slug: 'temple-jhumka-earrings' }} />
        </MemoryRouter>
      </DrawerContext.Provider>
    </QueryClientProvider>,
  );
  return { openDrawer };
}

describe('variation picker drawer (shell §2, §4 "Variation drawer")', () => {
  beforeEach(() => {
    callApiMock.mockReset();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows image, name, price, pickers and availability; a choice re-prices it', async () => {
    answer();
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Temple Jhumka Earrings' }, SLOW);
    const drawer = within(dialog);
    expect(drawer.getByRole('img', { name: 'Temple Jhumka Earrings' })).toBeTruthy();
    expect(drawer.getByText('₹9,999.00')).toBeTruthy();
    expect(
      drawer.getAllByRole('group').map((g) => g.getAttribute('name') ?? g.querySelector('legend')?.textContent),
    ).toEqual(['Colour: Gold', 'Finish: Antique', 'Size: S']);
    expect(drawer.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('radio', { name: 'Rose Gold' }));
    await waitFor(() => expect(drawer.getByText('₹11,250.00')).toBeTruthy());
    expect(drawer.getByText(messages.madeToOrder)).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Make to Order' })).toBeTruthy();
  });

  it('shows a spinner on the button during the add, then opens the bag', async () => {
    let finish: ((value: unknown) => void) | undefined;
    answer(productAnswer, () => new Promise((resolve) => (finish = resolve)));
    const { openDrawer } = renderDrawer();
    const dialog = within(await screen.findByRole('dialog', { name: 'Temple Jhumka Earrings' }, SLOW));
    fireEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(openDrawer).not.toHaveBeenCalled();
    // The check goes out once the tap's frame has been drawn.
    await waitFor(() => expect(finish).toBeDefined());
    expect(openDrawer).not.toHaveBeenCalled();
    finish?.({ status: 'success' });
    await waitFor(() => expect(openDrawer).toHaveBeenCalledWith({ name: 'bag' }));
    expect(JSON.parse(localStorage.getItem('CART_SESSION') ?? '[]')).toHaveLength(1);
  });

  it('refuses a selling price not above 0 with the spec’s message and adds nothing', async () => {
    const toast = vi.spyOn(toastBag, 'error');
    answer({ ...productAnswer, rowProductData: { ...productAnswer.rowProductData!, product_selling_price: 0 } });
    const { openDrawer } = renderDrawer();
    const dialog = within(await screen.findByRole('dialog', { name: 'Temple Jhumka Earrings' }, SLOW));
    fireEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Internal Error, Please try later.', expect.anything()));
    expect(calls('addToCart')).toHaveLength(0);
    expect(localStorage.getItem('CART_SESSION')).toBeNull();
    expect(openDrawer).not.toHaveBeenCalled();
  });
});
