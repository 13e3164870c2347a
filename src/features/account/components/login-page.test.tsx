import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { callApi } from '@/lib/api-client';
import { LoginPage } from './login-page';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>Landed</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const signIn = () => screen.getByRole('button', { name: 'Sign In' });

beforeEach(() => callApiMock.mockReset());
afterEach(() => window.localStorage.clear());

describe('/login step 1 (catalogue §2 "Sign-in", §5 "Login")', () => {
  it('marks both empty fields with a red border and sends nothing', async () => {
    const user = renderAt('/login');
    await user.click(signIn());
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Invalid Email Format')).toBeNull();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it("says 'Invalid Email Format' for what is not an address", async () => {
    const user = renderAt('/login');
    await user.type(email(), 'asha.verma');
    await user.type(password(), 'secret');
    await user.click(signIn());
    expect(await screen.findByText('Invalid Email Format')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in a red alert on failure", async () => {
    callApiMock.mockResolvedValue({ status: 'error', user_token: '', message: 'Wrong password', cart_changes: [] });
    const user = renderAt('/login');
    await user.type(email(), 'asha@example.in');
    await user.type(password(), 'secret');
    await user.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password');
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
  });

  it('sends the guest bag, keeps the token, ends the guest bag and goes to the redirect after 1 s', async () => {
    const line = {
      product_id: 4,
      product_name: 'Jhumka',
      product_slug: 'jhumka',
      product_image: '',
      product_type: 0,
      product_price: 10,
      product_selling_price: 9,
      selected_variation: [],
      quantity: 1,
    };
    window.localStorage.setItem(STORAGE_KEYS.cartSession, JSON.stringify([line]));
    callApiMock.mockResolvedValue({ status: 'success', user_token: 'tok123', message: 'Welcome', cart_changes: [] });
    const user = renderAt('/login?redirect=%2Faccount%2Fwishlist');
    await user.type(email(), 'asha@example.in');
    await user.type(password(), 'secret');
    await user.click(signIn());
    expect(await screen.findByText('Welcome')).toBeTruthy();
    const [, body] = callApiMock.mock.calls[0] ?? [];
    expect(body).toMatchObject({ user_email: 'asha@example.in', session_data: [line], user_type: 1 });
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBe('tok123');
    expect(window.localStorage.getItem(STORAGE_KEYS.cartSession)).toBeNull();
    expect(screen.queryByText('Landed')).toBeNull();
    expect(await screen.findByText('Landed', undefined, { timeout: 2000 })).toBeTruthy();
  });
});
