import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@schemas/catalogue';
import { callApi } from '@/lib/api-client';
import { SearchResultsPage } from './search-results-page';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const product = (id: number, name: string): ProductCard => ({
  product_id: id,
  product_slug: `product-${id}`,
  product_name: name,
  arrayImages: [`/media/products/product-${id}.webp`],
  product_price: 12000,
  product_selling_price: 9999,
  product_label_name: '',
  product_type: 0,
  ufp_id: 0,
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search-result/:slug" element={<SearchResultsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SearchResultsPage (spec: shell §2 Search result screen, §8, §9)', () => {
  // A block body: a function returned from beforeEach would run as its teardown.
  beforeEach(() => {
    callApiMock.mockReset();
  });

  it('shows 8 skeleton cards while loading, then one card per product', async () => {
    callApiMock.mockResolvedValue({
      status: 'success',
      data: { data: [product(1, 'Kundan Choker'), product(2, 'Silk Saree')] },
    });
    renderAt('/search-result/kundan%20silk');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “kundan silk”');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);

    expect(await screen.findByRole('link', { name: 'Kundan Choker' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(callApiMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'getsearchresultdata' }),
      { search_filter: 'kundan silk' },
      expect.anything(),
    );
  });

  it('shows the no-product image and message when nothing matches', async () => {
    callApiMock.mockResolvedValue({ status: 'success', data: { data: [] } });
    renderAt('/search-result/zzz');
    expect(await screen.findByText('No Search Result Found')).toBeTruthy();
    expect(document.querySelector('img[src="/img/no-product.webp"]')?.getAttribute('alt')).toBe('');
  });

  it('silently stops loading when the search fails', async () => {
    callApiMock.mockImplementation(() => Promise.reject(new Error('Network Error')));
    renderAt('/search-result/saree');
    await waitFor(() => expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No Search Result Found')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows the validation message for a term under two characters, without calling', () => {
    renderAt('/search-result/a');
    expect(screen.getByRole('alert').textContent).toContain('Please type atleast two character for better search');
    expect(callApiMock).not.toHaveBeenCalled();
  });
});
