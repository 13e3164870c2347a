import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@domain/constants';
import { callApi } from '@/lib/api-client';
import { LoginPage } from './login-page';
import { PasswordResetBlock } from './password-reset';
import { RegisterBlock } from './register-form';
import { EmailVerificationBlock } from './verify-email';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
const sent = (name: string) => callApiMock.mock.calls.filter(([def]) => def.name === name).map(([, body]) => body);

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterBlock />} />
            <Route path="/verify-email/:token" element={<EmailVerificationBlock />} />
            <Route path="/change-password/:token" element={<PasswordResetBlock />} />
            <Route path="*" element={<p>Landed</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (def) =>
    def.name === 'getcountrycode'
      ? {
          status: 'success',
          message: '',
          res_country_data: [
            { country_id: 101, country_name: 'India', country_phonecode: '91' },
            { country_id: 231, country_name: 'United States', country_phonecode: '1' },
          ],
        }
      : { status: 'error', message: 'unexpected call' },
  );
});
afterEach(() => window.localStorage.clear());

describe('/login steps 2 and 3: a forgotten password (catalogue §2 "Sign-in", §5)', () => {
  it('checks the e-mail, sends it, and says to check the e-mail whatever the account', async () => {
    const user = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Forgot Password'));
    await user.type(screen.getByLabelText('Email address'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid Email Format')).toBeTruthy();
    expect(sent('forgotpassword')).toEqual([]);

    callApiMock.mockResolvedValueOnce({ status: 'success', message: 'If an account exists…' });
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it("shows the server's refusal in a red alert and stays on step 2", async () => {
    const user = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    callApiMock.mockResolvedValueOnce({ status: 'error', message: 'Too many requests. Please try again later.' });
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
  });
});

describe('/register (catalogue §2 "Registration", §5 "Register")', () => {
  it("names every empty field, then the spec's e-mail, mobile and a weak password, and sends nothing", async () => {
    const user = renderAt('/register');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your mobile number')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'meera@');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765a4321x0');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid Email Format')).toBeTruthy();
    // Letters never reach the number; nine digits are not ten.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '9876543210');
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '987654321');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Phone Number must be in 10 Digits')).toBeTruthy();
    expect(
      screen.getByText('Password must be at least 8 characters long and include a letter and a number'),
    ).toBeTruthy();
    expect(sent('registerprocess')).toEqual([]);
  });

  it('offers the country codes with 91 chosen, and on success keeps the token and goes home after 1.5 s', async () => {
    const user = renderAt('/register');
    const code = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(code.querySelectorAll('option')).toHaveLength(2));
    expect(code).toHaveProperty('value', '91');
    callApiMock.mockResolvedValueOnce({
      status: 'success',
      user_token: 'tok-new',
      message: 'Your account has been created.',
      cart_changes: [],
    });
    await user.type(screen.getByLabelText('Full name'), 'Meera Kapoor');
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Lotus2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Padmakshya' })).toBeTruthy();
    expect(sent('registerprocess')).toEqual([
      {
        user_fname: 'Meera Kapoor',
        user_email: 'meera@example.com',
        user_country_code: '91',
        user_mobile: '9876543210',
        user_password: 'Lotus2026',
        session_data: [],
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBe('tok-new');
    expect(await screen.findByText('Landed', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it("shows a refusal (an e-mail already registered) in a red alert and keeps no token; 'Session expired' removes one", async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'old');
    const user = renderAt('/register');
    callApiMock.mockResolvedValueOnce({
      status: 'error',
      user_token: '',
      message: 'Session expired',
      cart_changes: [],
    });
    await user.type(screen.getByLabelText('Full name'), 'Meera Kapoor');
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Lotus2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Session expired');
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
  });
});

describe('/verify-email/{token} and /change-password/{token} (catalogue §2 "Verification and reset pages")', () => {
  it('sends the token once and shows "Account Verified" whatever the answer', async () => {
    renderAt('/verify-email/tok-verify');
    expect(screen.getByRole('heading', { name: 'Account Verified' })).toBeTruthy();
    await waitFor(() => expect(sent('emailverify')).toEqual([{ token: 'tok-verify', session_data: [] }]));
  });

  it("checks the two fields with the reset page's message, then changes the password", async () => {
    const user = renderAt('/change-password/tok-reset');
    await user.type(screen.getByLabelText('New password'), 'Lotus2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lotus2028');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The password and confirmation password does not match')).toBeTruthy();
    expect(sent('resetpasswordprocess')).toEqual([]);

    callApiMock.mockResolvedValueOnce({ status: 'success', message: 'Your password has been changed.' });
    await user.clear(screen.getByLabelText('Confirm new password'));
    // The confirmation is compared trimmed (catalogue §5).
    await user.type(screen.getByLabelText('Confirm new password'), ' Lotus2027 ');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Changed' })).toBeTruthy();
    expect(sent('resetpasswordprocess')).toEqual([
      { user_password: 'Lotus2027', user_confirm_password: ' Lotus2027 ', token: 'tok-reset' },
    ]);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it("shows a used or expired link's message in a red alert", async () => {
    callApiMock.mockResolvedValueOnce({
      status: 'error',
      message: 'This password reset link is invalid or has expired.',
    });
    const user = renderAt('/change-password/used');
    await user.type(screen.getByLabelText('New password'), 'Lotus2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lotus2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This password reset link is invalid or has expired.');
  });
});
