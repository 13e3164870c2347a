import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallDef } from '@schemas/call';
import { callApi } from '@/lib/api-client';
import { DrawerContext } from '@/lib/drawers';
import { listingAnswer, necklaceCards, necklacesDetails } from '../test-support/listing-fixtures';
import { ListingPage } from './listing-page';

/** A busy two-core machine: the first render of a lazily imported page can take a few seconds. */
const SLOW = { timeout: 5000 };

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

type Body = Record<string, unknown>;
const listingBodies = () =>
  callApiMock.mock.calls.filter(([def]) => (def as CallDef).name === 'product-list').map(([, body]) => body as Body);

function answerWith(listing: (body: Body) => unknown = () => listingAnswer()) {
  callApiMock.mockImplementation(async (def, body) => {
    const name = (def as CallDef).name;
    if (name === 'categorydetails') return necklacesDetails as never;
    if (name === 'product-list') return listing(body as Body) as never;
    throw new Error(`unexpected call ${name}`);
  });
}

let location = '';
function LocationProbe() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const openDrawer = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <DrawerContext.Provider value={openDrawer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/list/category/:slug" element={<ListingPage kind="category" />} />
            <Route path="/list/:type/:slug?" element={<ListingPage />} />
            <Route path="/error_404" element={<p>Not found page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </DrawerContext.Provider>
    </QueryClientProvider>,
  );
  return { openDrawer };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filter and sort' });

describe('product listing (catalogue §2 "Product listing", §4, §9)', () => {
  beforeEach(() => {
    callApiMock.mockReset();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows 4 skeletons while loading, then the products, header, breadcrumb and tabs with a description', async () => {
    answerWith();
    renderAt('/list/category/necklaces');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Necklaces' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Category', 'Necklaces']);
    expect(screen.getByText('Chokers, harams and layered strands, set by hand.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Care']);
    expect(listingBodies()[0]).toEqual({
      page: 1,
      filterArray: [],
      sort: 'random',
      priceRange: null,
      slug: 'necklaces',
      type: 'category',
    });
  });

  it('offers the spec’s sort labels and puts a new sort in the URL, back on page 1', async () => {
    answerWith();
    renderAt('/list/category/necklaces?page=2');
    await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW);
    const select = within(sidebar()).getByLabelText('Sort') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select',
      'Price Low to High',
      'Price high to Low',
      'New Arrivals',
    ]);
    fireEvent.change(select, { target: { value: 'hightolow' } });
    expect(location).toBe('/list/category/necklaces?sort=hightolow');
    await waitFor(() => expect(listingBodies().at(-1)).toMatchObject({ sort: 'hightolow', page: 1 }));
  });

  it('filters by colour and size with exact counts, shows chips, and removes one', async () => {
    answerWith();
    renderAt('/list/category/necklaces');
    await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW);
    const side = within(sidebar());
    expect(side.getByRole('button', { name: 'Silver (0)' }).hasAttribute('disabled')).toBe(true);
    expect(side.queryByText('Antique')).toBeNull(); // image attributes are not filters (catalogue §3)
    fireEvent.click(side.getByRole('button', { name: 'Rose Gold (3)' }));
    fireEvent.click(side.getByRole('button', { name: '16 in (5)' }));
    expect(location).toBe('/list/category/necklaces?filter=12%2C31');
    await waitFor(() => expect(listingBodies().at(-1)).toMatchObject({ filterArray: [12, 31] }));
    const chips = within(side.getByRole('list', { name: 'Applied filters' }));
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter Rose Gold' }));
    expect(location).toBe('/list/category/necklaces?filter=31');
  });

  it('keeps price single-select and lists only categories with products, the active one marked', async () => {
    answerWith();
    renderAt('/list/category/necklaces');
    await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW);
    const side = within(sidebar());
    fireEvent.click(side.getByRole('radio', { name: /Under 40000/ }));
    fireEvent.click(side.getByRole('radio', { name: /Above 70000/ }));
    expect(location).toBe('/list/category/necklaces?price=above-70000');
    const categories = within(side.getByRole('group', { name: 'Categories' })).getAllByRole('link');
    expect(categories.map((c) => c.textContent)).toEqual(['Necklaces (14)', 'Earrings (9)']);
    expect(categories[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('clears filters to sort random and no price, and asks again only after 500 ms', async () => {
    answerWith();
    renderAt('/list/category/necklaces?filter=12&price=under-70000&sort=lowtohigh');
    await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW);
    const before = listingBodies().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(within(sidebar()).getByRole('button', { name: 'Clear all filters' }));
      expect(location).toBe('/list/category/necklaces');
      expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
      act(() => vi.advanceTimersByTime(450));
      expect(listingBodies()).toHaveLength(before);
      act(() => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(listingBodies()).toHaveLength(before + 1));
    expect(listingBodies().at(-1)).toMatchObject({ filterArray: [], sort: 'random', priceRange: null });
    expect(await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW)).toBeTruthy();
  });

  it('pages with first, previous, numbers, next and last, scrolling to the top', async () => {
    answerWith((body) => listingAnswer(necklaceCards, { page: Number(body.page), lastPage: 3 }));
    renderAt('/list/category/necklaces');
    await screen.findByRole('link', { name: 'Emerald Kundan Choker' }, SLOW);
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
      'Next page',
      'Last page',
    ]);
    fireEvent.click(pages.getByRole('link', { name: 'Page 3' }));
    expect(location).toBe('/list/category/necklaces?page=3');
    expect(window.scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(listingBodies().at(-1)).toMatchObject({ page: 3 }));
  });

  it('offers Choose options on a variable product’s card, opening the variation drawer', async () => {
    const [first, ...rest] = necklaceCards;
    answerWith(() => listingAnswer([{ ...first!, product_type: 1 }, ...rest]));
    const { openDrawer } = renderAt('/list/category/necklaces');
    const button = await screen.findByRole(
      'button',
      { name: 'Choose options for Kundan Polki Bridal Necklace Set' },
      SLOW,
    );
    expect(screen.getAllByRole('button', { name: /^Choose options/ })).toHaveLength(1);
    fireEvent.click(button);
    expect(openDrawer).toHaveBeenCalledWith({
      name: 'variation',
      payload: { slug: 'kundan-polki-bridal-necklace-set' },
    });
  });

  it('shows No Products Found and no pagination for an empty listing', async () => {
    answerWith(() => listingAnswer([], { lastPage: 1 }));
    renderAt('/list/category/necklaces?filter=13');
    expect(await screen.findByText('No Products Found', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('rewrites a URL that is not canonical, and reads the whole shop from /list/all', async () => {
    answerWith();
    renderAt('/list/all?sort=lowtohigh&filter=31,12&utm=x');
    await waitFor(() => expect(location).toBe('/list/all?filter=12%2C31&sort=lowtohigh'));
    await waitFor(() => expect(listingBodies().at(-1)).toMatchObject({ type: '', slug: 'all', filterArray: [12, 31] }));
  });

  it('goes to the 404 page for a listing the back office does not have', async () => {
    callApiMock.mockImplementation(async (def) =>
      (def as CallDef).name === 'categorydetails'
        ? ({ status: 'error', message: 'No such listing', resAttributesData: [] } as never)
        : (listingAnswer() as never),
    );
    renderAt('/list/category/tiaras');
    expect(await screen.findByText('Not found page', {}, SLOW)).toBeTruthy();
  });
});
