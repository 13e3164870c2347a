import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsBlocks } from '@blocks/registry';
import storedPage from '@fixtures/content/pages/book-an-appointment.json';
import { PageContentResponseSchema } from '@schemas/content';
import * as apiClient from '@/lib/api-client';
import { RegistryProvider } from '@/renderer/registry-context';
import { buildRoutes, startNavigation } from '../router';
import { BookAppointmentPage } from './book-appointment-page';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApi = vi.mocked(apiClient.callApi);
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => callApi.mockReset());

/** Answers pagecontent the way the server does for the seeded page, or "Page not found". */
function serve(found: boolean) {
  const answer = PageContentResponseSchema.parse(
    found
      ? {
          status: 'success',
          message: '',
          data: storedPage.page,
          header_image_path: '/media/pages/',
          resAppearanceHomeBrowserData: storedPage.browser,
          resAppearanceHomeMobileData: storedPage.mobile,
        }
      : {
          status: 'error',
          message: 'Page not found',
          data: null,
          header_image_path: '/media/pages/',
          resAppearanceHomeBrowserData: [],
          resAppearanceHomeMobileData: [],
        },
  );
  callApi.mockImplementation((async () => answer) as unknown as typeof apiClient.callApi);
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RegistryProvider registry={cmsBlocks}>
        <MemoryRouter initialEntries={['/book-an-appointment']}>
          <Routes>
            <Route path="/book-an-appointment" element={<BookAppointmentPage />} />
            <Route path="/error_404" element={<p>404 page</p>} />
          </Routes>
        </MemoryRouter>
      </RegistryProvider>
    </QueryClientProvider>,
  );
}

describe('/book-an-appointment', () => {
  it("shows the back office's page around the booking widget", async () => {
    serve(true);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose a date and time' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book an Appointment');
    expect(screen.getByText(/Jaipur showroom/)).toBeTruthy();
    expect(callApi.mock.calls[0]?.[1]).toEqual({ slug: 'book-an-appointment' });
    expect(document.title).toBe('Book an Appointment | Padmakshya');
  });

  it('still books when the back office has no such page, instead of going to the 404', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose a date and time' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book an Appointment');
    expect(screen.queryByText('404 page')).toBeNull();
    expect(document.title).toBe('Book an Appointment | Padmakshya');
  });

  it("starts the page's data call while its code loads", async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    startNavigation(buildRoutes(), client, { pathname: '/book-an-appointment', search: '' });
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(
        expect.objectContaining({ queryKey: ['content', 'page', 'book-an-appointment'] }),
      ),
    );
  });
});
