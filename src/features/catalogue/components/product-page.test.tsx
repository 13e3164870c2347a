import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@domain/messages';
import type { CallDef } from '@schemas/call';
import type { SelectedTerm } from '@schemas/catalogue-product';
import { callApi } from '@/lib/api-client';
import { DrawerContext } from '@/lib/drawers';
import { toastBag } from '@/lib/toast';
import { productAnswer, roseGoldPrice, sizeMPrice } from '../test-support/product-fixtures';
import { ProductPage } from './product-page';

/** A busy two-core machine: the first render of a lazily imported page can take a few seconds. */
const SLOW = { timeout: 5000 };

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

type Body = Record<string, unknown>;
const bodiesOf = (name: string) =>
  callApiMock.mock.calls.filter(([def]) => (def as CallDef).name === name).map(([, body]) => body as Body);

/** The back office: the product, its (empty) look, and a price per chosen colour and size. */
function answer(product = productAnswer) {
  callApiMock.mockImplementation(async (def, body) => {
    const name = (def as CallDef).name;
    if (name === 'product-details') {
      return (
        (body as Body).slug === product.rowProductData?.product_slug
          ? product
          : {
              status: 'error',
              message: 'Product not found',
              arrayImages: [],
              relatedProducts: [],
              variationData: [],
              selvararray: [],
              sizeGuideBaseUrl: '',
              termImageBaseUrl: '',
            }
      ) as never;
    }
    if (name === 'completeTheLooksData') return { status: 'success', resCompleteTheLooksData: [] } as never;
    if (name === 'variation-wise-price') {
      const chosen = (body as { variation: SelectedTerm[] }).variation;
      const colour = chosen.find((s) => s.attr === 'Colour')?.terms;
      const size = chosen.find((s) => s.attr === 'Size')?.terms;
      return (colour === 'Rose Gold' ? roseGoldPrice : size === 'M' ? sizeMPrice : roseGoldPrice) as never;
    }
    if (name === 'addToCart') return { status: 'success', message: '' } as never;
    throw new Error(`unexpected call ${name}`);
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const openDrawer = vi.fn();
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <DrawerContext.Provider value={openDrawer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/product/:slug" element={<ProductPage />} />
            <Route path="/error_404" element={<p>Not found page</p>} />
          </Routes>
        </MemoryRouter>
      </DrawerContext.Provider>
    </QueryClientProvider>,
  );
  return { openDrawer, unmount };
}

const info = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;

describe('product page (catalogue §2 "Product detail", §4 "Variation on product detail")', () => {
  beforeEach(() => {
    callApiMock.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows SKU, price with the struck list price, availability, dimensions in inches and highlights', async () => {
    answer();
    renderAt('/product/temple-jhumka-earrings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Temple Jhumka Earrings' }, SLOW)).toBeTruthy();
    const panel = within(info());
    expect(panel.getByText('PDK-ER-042-GLD-S')).toBeTruthy();
    expect(panel.getByText('₹9,999.00')).toBeTruthy();
    expect(panel.getByText('₹12,500.00').closest('s')).toBeTruthy();
    expect(panel.getByText('Available')).toBeTruthy();
    expect(panel.queryByText(messages.madeToOrder)).toBeNull();
    expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(panel.getByLabelText('Dimensions').textContent).toBe('Length2.5 inWidth1.25 in');
    expect(
      within(panel.getByRole('list', { name: 'Highlights' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Handcrafted in Chennai', '92.5 silver', 'Gift box']);
  });

  it('re-prices on a new colour: SKU, price, MOQ, dimensions and availability change, made to order', async () => {
    answer();
    renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'Rose Gold' }));
    await waitFor(() => expect(within(info()).getByText('PDK-ER-042-RSG-S')).toBeTruthy());
    const panel = within(info());
    expect(panel.getByText('₹11,250.00')).toBeTruthy();
    expect(panel.getByText('Available')).toBeTruthy();
    expect(panel.getByText(messages.madeToOrder)).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Make to Order' })).toBeTruthy();
    expect(panel.getByText('Minimum order quantity: 2')).toBeTruthy();
    expect(panel.getByText('0.5 in')).toBeTruthy();
    expect(bodiesOf('variation-wise-price').at(-1)).toEqual({
      product_id: 42,
      variation: [
        { attr: 'Colour', terms: 'Rose Gold', terms_value: '#b76e79', terms_type: 1 },
        { attr: 'Finish', terms: 'Antique', terms_value: '/media/terms/antique.webp', terms_type: 2 },
        { attr: 'Size', terms: 'S', terms_value: 'S', terms_type: 3 },
      ],
    });
  });

  it('reads stock 0 as Out of Stock, made to order', async () => {
    answer();
    renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(within(info()).getByText('Out of Stock')).toBeTruthy());
    expect(within(info()).getByRole('button', { name: 'Make to Order' })).toBeTruthy();
    expect(within(info()).getByText(messages.madeToOrder)).toBeTruthy();
  });

  it('adds the chosen variation to a guest’s bag and opens the bag', async () => {
    answer();
    const { openDrawer } = renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(openDrawer).toHaveBeenCalledWith({ name: 'bag' }));
    const bag = JSON.parse(localStorage.getItem('CART_SESSION') ?? '[]') as Body[];
    expect(bag).toHaveLength(1);
    expect(bag[0]).toMatchObject({ product_id: 42, quantity: 1, product_selling_price: 9999 });
    expect((bag[0]?.selected_variation as SelectedTerm[]).map((s) => s.terms)).toEqual(['Gold', 'Antique', 'S']);
  });

  it('refuses to add at a selling price not above 0, adding nothing', async () => {
    const free = { ...productAnswer, rowProductData: { ...productAnswer.rowProductData!, product_selling_price: 0 } };
    answer(free);
    const toast = vi.spyOn(toastBag, 'error');
    const { openDrawer } = renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('aria-disabled')).toBe(false),
    );
    expect(toast).toHaveBeenCalledWith('Internal Error, Please try later.', expect.anything());
    expect(bodiesOf('addToCart')).toHaveLength(0);
    expect(localStorage.getItem('CART_SESSION')).toBeNull();
    expect(openDrawer).not.toHaveBeenCalled();
  });

  it('keeps the product in recently viewed', async () => {
    answer();
    renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    // Once the page is idle, not among the hydration's effects.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('RECENTLY_VIEWED') ?? '[]')).toEqual(['temple-jhumka-earrings']),
    );
  });

  it('keeps the product in recently viewed when the page is left before it was idle', async () => {
    answer();
    // A browser that stays busy: the idle moment never comes.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = renderAt('/product/temple-jhumka-earrings');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(localStorage.getItem('RECENTLY_VIEWED'), 'not among the hydration effects').toBeNull();
    unmount();
    expect(JSON.parse(localStorage.getItem('RECENTLY_VIEWED') ?? '[]')).toEqual(['temple-jhumka-earrings']);
  });

  it('goes to the 404 page for an unknown product', async () => {
    answer();
    renderAt('/product/no-such-piece');
    expect(await screen.findByText('Not found page', {}, SLOW)).toBeTruthy();
  });
});
