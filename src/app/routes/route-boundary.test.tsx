import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Navigator, testNavigation } from '../../../tests/support/navigator';
import { RouteBoundary, RouteErrorPage } from './error-pages';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module: http://localhost/assets/product-page-x1.js');
}

describe('RouteBoundary (ADR 049)', () => {
  it("shows the route's error page in place of a page that throws, and clears it on the next page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/product/x']}>
        <Navigator />
        <header>Header</header>
        <RouteBoundary fallback={(error) => <RouteErrorPage error={error} />}>
          <Routes>
            <Route path="/product/:slug" element={<Broken />} />
            <Route path="/cart" element={<p>Your bag</p>} />
          </Routes>
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk product-page-x1.js failed');
    expect(screen.getByText('Header')).toBeTruthy();
    act(() => void testNavigation.navigate('/cart'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Your bag')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
