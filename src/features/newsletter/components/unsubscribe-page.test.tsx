import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('UnsubscribePage (spec: catalogue §2, shell §8)', () => {
  // A block body: a function returned from beforeEach would run as its teardown.
  beforeEach(() => {
    callApiMock.mockReset();
  });

  it('calls unsubscribe once and shows the server message in a success alert', async () => {
    callApiMock.mockResolvedValue({ status: 'success', message: 'You have been unsubscribed from our newsletter.' });
    renderAt('/unsubscribe?id=abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    const message = await screen.findByText('You have been unsubscribed from our newsletter.');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledTimes(1);
    expect(callApiMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'unsubscribe' }),
      { id: 'abc123' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the server message in a danger alert on status error', async () => {
    callApiMock.mockResolvedValue({ status: 'error', message: 'This link is no longer valid.' });
    renderAt('/unsubscribe?id=zzz');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is no longer valid.');
  });

  it('refuses a link without an id, without calling the server', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toContain('Invalid unsubscribe link.');
    expect(callApiMock).not.toHaveBeenCalled();
  });
});
