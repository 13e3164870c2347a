import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { ProductCard, productLabels } from './product-card';

const base: ProductCardData = {
  product_id: 7,
  product_slug: 'temple-gold-jhumkas',
  product_name: 'Temple Gold Jhumkas',
  arrayImages: ['/media/products/jhumkas.webp', '/media/products/jhumkas-2.webp'],
  product_price: 25000,
  product_selling_price: 19999.5,
  product_label_name: 'New, Handcrafted,',
  product_type: 0,
  ufp_id: 0,
};

function renderCard(
  product: ProductCardData,
  { onToggleWish, wishPending = false }: { onToggleWish?: () => void; wishPending?: boolean } = {},
) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={<ProductCard product={product} onToggleWish={onToggleWish} wishPending={wishPending} />}
        />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

describe('ProductCard (spec: shell §3 Product card)', () => {
  it('is an article with the first image, a name link and the prices', () => {
    renderCard(base);
    const article = screen.getByRole('article');
    expect(screen.getByRole('link', { name: 'Temple Gold Jhumkas' }).getAttribute('href')).toBe(
      '/product/temple-gold-jhumkas',
    );
    const img = article.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/products/jhumkas.webp');
    expect(img?.getAttribute('loading')).toBe('lazy');
    // The browser picks the smallest copy that fills the card (ADR 041).
    expect(img?.getAttribute('srcset')).toBe(
      '/media/products/jhumkas.webp?w=320 320w, /media/products/jhumkas.webp?w=480 480w, /media/products/jhumkas.webp 600w',
    );
    expect(img?.getAttribute('sizes')).toBe('(max-width: 1023px) calc(50vw - 24px), 300px');
    expect(article.textContent).toContain('₹19,999.50');
    const struck = article.querySelector('s');
    expect(struck?.textContent).toBe('Original price ₹25,000.00');
  });

  it('strikes the list price only when it is higher than the selling price', () => {
    renderCard({ ...base, product_price: 19999.5 });
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('never strikes a list price below the selling price', () => {
    renderCard({ ...base, product_price: 100 });
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
  });

  it('falls back to the default image and shows labels as chips', () => {
    renderCard({ ...base, arrayImages: [] });
    const img = screen.getByRole('article').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/img/default_img.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(screen.getByRole('list', { name: 'Labels' }).textContent).toBe('NewHandcrafted');
    expect(productLabels(' , ')).toEqual([]);
  });

  it('shows the heart pressed when the product is in the wishlist', () => {
    renderCard({ ...base, ufp_id: 12 });
    expect(screen.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a guest who taps the heart to /login when no wishlist handler is given (spec: shell §6)', async () => {
    const { user } = renderCard(base);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('hands a tap to the wishlist handler', async () => {
    const onToggleWish = vi.fn();
    const { user } = renderCard(base, { onToggleWish });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(onToggleWish).toHaveBeenCalledWith(base);
  });

  it('shows a pending heart that does not toggle again', async () => {
    const onToggleWish = vi.fn();
    const { user } = renderCard({ ...base, ufp_id: 3 }, { onToggleWish, wishPending: true });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart.getAttribute('aria-busy')).toBe('true');
    await user.click(heart);
    expect(onToggleWish).not.toHaveBeenCalled();
  });
});
