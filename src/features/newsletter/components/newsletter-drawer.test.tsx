import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { NewsletterDrawer } from './newsletter-drawer';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

function renderDrawer() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterDrawer open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('NewsletterDrawer (spec: shell §2, §4, §5, §8)', () => {
  // A block body: a function returned from beforeEach would run as its teardown.
  beforeEach(() => {
    callApiMock.mockReset();
  });

  it('is a dialog titled Newsletter with an e-mail field', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeTruthy();
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('asks for the e-mail when empty, without calling the server', async () => {
    const { user } = renderDrawer();
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the email id.');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail with the spec message, without calling the server', async () => {
    const { user } = renderDrawer();
    await user.type(screen.getByLabelText('Email address'), 'meera@example');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Email Format');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('shows the server message in a success alert, then resets and closes after 1 second', async () => {
    let resolve: (value: { status: string; message: string }) => void = () => undefined;
    callApiMock.mockReturnValue(new Promise((r) => (resolve = r)) as ReturnType<typeof callApi>);
    const { user, onOpenChange } = renderDrawer();
    await user.type(screen.getByLabelText('Email address'), ' meera@example.com ');
    await submit(user);

    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    expect(callApiMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'subscription-process' }),
      { newsletter_email: 'meera@example.com' },
      expect.anything(),
    );

    resolve({ status: 'success', message: 'Thank you for subscribing to our newsletter.' });
    expect((await screen.findByRole('status')).textContent).toContain('Thank you for subscribing to our newsletter.');
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('shows the server message in a danger alert on status error', async () => {
    callApiMock.mockResolvedValue({ status: 'error', message: 'This email is already subscribed.' });
    const { user, onOpenChange } = renderDrawer();
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('This email is already subscribed.');
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  });

  it("shows a 400 answer's field message", async () => {
    const response = {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { status: 'error', message: 'Invalid request', errors: { newsletter_email: ['Invalid Email Format'] } },
    };
    callApiMock.mockRejectedValueOnce(new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response));
    const { user } = renderDrawer();
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid Email Format');
  });

  it('shows a generic danger alert when the call cannot be made', async () => {
    callApiMock.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    const { user } = renderDrawer();
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong, please try again.');
  });
});
