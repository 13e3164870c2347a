import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { pageContentQueryOptions } from '@/features/content/api/page-content';
import { RootLayout } from './layout/root-layout';
import { AppErrorPage, RouteErrorPage } from './routes/error-pages';
import { HomePage } from './routes/home-page';
import { placeholderRoutes } from './routes/placeholder-routes';

// Every page but home is split out and loaded on demand (docs/decisions/007-routing-and-data.md).
const ContentPage = lazy(() => import('./routes/content-page').then((m) => ({ default: m.ContentPage })));
const NotFoundPage = lazy(() => import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const PlaceholderPage = lazy(() => import('./routes/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const UnsubscribePage = lazy(() =>
  import('@/features/newsletter/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const SearchResultsPage = lazy(() =>
  import('@/features/search/components/search-results-page').then((m) => ({ default: m.SearchResultsPage })),
);

/** Each page gets its own error boundary (STYLE 7), inside the layout. */
const page = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteErrorPage /> });

/**
 * Starts a content page's data call while the page's code is still loading, instead of after it: the
 * two requests overlap (ARCHITECTURE quality bars: LCP). It does not wait, so navigation is not held up.
 */
const prefetchContentPage =
  (client: QueryClient): LoaderFunction =>
  ({ params }) => {
    if (params.slug) void client.prefetchQuery(pageContentQueryOptions(params.slug));
    return null;
  };

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
      page({ path: 'error_404', element: <NotFoundPage /> }),
      page({ path: 'unsubscribe', element: <UnsubscribePage /> }),
      page({ path: 'search-result/:slug', element: <SearchResultsPage /> }),
      ...placeholderRoutes.map(({ path, title }) => page({ path, element: <PlaceholderPage title={title} /> })),
      page({ path: ':slug', element: <ContentPage />, ...(client && { loader: prefetchContentPage(client) }) }),
      page({ path: '*', element: <Navigate to="/error_404" replace /> }),
    ],
  },
];

export const appRoutes = buildRoutes();

export const createAppRouter = (client: QueryClient) => createBrowserRouter(buildRoutes(client));
