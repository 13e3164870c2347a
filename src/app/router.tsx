import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { pageContentQueryOptions } from '@/features/content/api/page-content';
import { RootLayout } from './layout/root-layout';
import { AppErrorPage, RouteErrorPage } from './routes/error-pages';
import { HomePage } from './routes/home-page';
import { placeholderRoutes } from './routes/placeholder-routes';

/** What a route may carry in `handle`: how to fetch its page's code ahead of rendering it. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
}

/**
 * A page split out and loaded on demand (docs/decisions/007-routing-and-data.md), with `preload` so the
 * server-rendered page's code can be fetched before hydration (ADR 014).
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined; // a later navigation may try again
        throw error;
      },
    );
    return pending;
  };
  return { Page: lazy(preload), handle: { preload } satisfies RouteHandle };
}

const contentPage = lazyPage(() => import('./routes/content-page').then((m) => m.ContentPage));
const notFoundPage = lazyPage(() => import('./routes/not-found-page').then((m) => m.NotFoundPage));
const placeholderPage = lazyPage(() => import('./routes/placeholder-page').then((m) => m.PlaceholderPage));
const unsubscribePage = lazyPage(() =>
  import('@/features/newsletter/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const searchResultsPage = lazyPage(() =>
  import('@/features/search/components/search-results-page').then((m) => m.SearchResultsPage),
);
const bookAppointmentPage = lazyPage(() => import('./routes/book-appointment-page').then((m) => m.BookAppointmentPage));

/** Each page gets its own error boundary (STYLE 7), inside the layout. */
const page = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteErrorPage /> });

/**
 * Starts a content page's data call while the page's code is still loading, instead of after it: the
 * two requests overlap (ARCHITECTURE quality bars: LCP). It does not wait, so navigation is not held up.
 * Without a client (the server renderer) it does nothing; it exists on both sides so that their route
 * tables, and so the router's hydration data, are the same (ADR 014).
 */
const prefetchContentPage =
  (client: QueryClient | undefined, fixedSlug?: string): LoaderFunction =>
  ({ params }) => {
    const slug = fixedSlug ?? params.slug;
    if (client && slug) void client.prefetchQuery(pageContentQueryOptions(slug));
    return null;
  };

/** The path of the catch-all route that sends deeper unknown paths to /error_404. */
export const CATCH_ALL_PATH = '*';

/**
 * The route table of spec shell §2 and catalogue §2. Static paths outrank `/:slug`, the catch-all
 * content page; deeper unknown paths go to /error_404. With a query client, routes prefetch their data.
 */
export const buildRoutes = (client?: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      page({ index: true, element: <HomePage /> }),
      page({ path: 'error_404', element: <notFoundPage.Page />, handle: notFoundPage.handle }),
      page({ path: 'unsubscribe', element: <unsubscribePage.Page />, handle: unsubscribePage.handle }),
      page({ path: 'search-result/:slug', element: <searchResultsPage.Page />, handle: searchResultsPage.handle }),
      // The back office's page of this slug around the booking widget, or a built-in one (the page's file).
      page({
        path: 'book-an-appointment',
        element: <bookAppointmentPage.Page />,
        handle: bookAppointmentPage.handle,
        loader: prefetchContentPage(client, 'book-an-appointment'),
      }),
      ...placeholderRoutes.map(({ path, title }) =>
        page({ path, element: <placeholderPage.Page title={title} />, handle: placeholderPage.handle }),
      ),
      page({
        path: ':slug',
        element: <contentPage.Page />,
        handle: contentPage.handle,
        loader: prefetchContentPage(client),
      }),
      page({ path: CATCH_ALL_PATH, element: <Navigate to="/error_404" replace /> }),
    ],
  },
];

export const appRoutes = buildRoutes();

/**
 * Fetches the code of the pages `pathname` renders, so that hydrating server-rendered HTML does not wait
 * on it (ADR 014). Failures are left to the page's own error handling when it renders.
 */
export async function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined)),
  );
}

/** Fetches every page's code (the server renderer does, once, at start). */
export const preloadAllRouteModules = (): Promise<unknown> =>
  Promise.all(
    [contentPage, notFoundPage, placeholderPage, unsubscribePage, searchResultsPage, bookAppointmentPage].map((p) =>
      p.handle.preload().catch(() => undefined),
    ),
  );

/** The browser's router; `hydrationData` is the server render's router state when hydrating its HTML. */
export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
