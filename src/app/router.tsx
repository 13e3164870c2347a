import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import type { PageRoute, RouteArgs, RouteQuery } from './page-route';
import { pageRoutes, shellData } from './route-table';
import { AppErrorPage, RouteErrorPage } from './routes/error-pages';

/**
 * What a route carries in `handle`: the data its URL needs (the frame's, at the root; the page's, from its
 * entry of the route table) and, for a page, that entry.
 */
export interface RouteHandle {
  route?: PageRoute;
  data?: (args: RouteArgs) => RouteQuery[] | Promise<RouteQuery[]>;
}

/**
 * A route's loader: sends the URL on where the route says, else starts the page's data calls while its
 * code is still loading, instead of after it, so the requests overlap (ARCHITECTURE quality bars: LCP). It
 * does not wait, so navigation is not held up. Without a client (the server renderer, which fetches the
 * same declarations itself before it renders) it fetches nothing; it exists on both sides so that their
 * route tables, and so the router's hydration data, are the same.
 */
const routeLoader = (client: QueryClient | undefined, route: PageRoute): LoaderFunction | undefined =>
  route.data || route.redirect
    ? ({ params, request }) => {
        const args: RouteArgs = { params, url: new URL(request.url) };
        const target = route.redirect?.(args);
        // React Router follows a thrown 3xx answer (its own `redirect` helper builds the same).
        if (target) throw new Response(null, { status: 302, headers: { Location: target } });
        if (client && route.data) {
          void Promise.resolve(route.data(args)).then(
            (queries) => queries.forEach((query) => void query.prefetch(client)),
            () => undefined,
          );
        }
        return null;
      }
    : undefined;

/** A route table entry as a React Router route, with its own error boundary (STYLE 7). */
function toRouteObject(route: PageRoute, client: QueryClient | undefined): RouteObject {
  const loader = routeLoader(client, route);
  const handle: RouteHandle = { route, data: route.data };
  const common = { element: route.element, errorElement: <RouteErrorPage />, handle, ...(loader ? { loader } : {}) };
  return route.path === 'index' ? { index: true, ...common } : { path: route.path, ...common };
}

/**
 * The router's routes, built from the route table (src/app/route-table.tsx) under the frame. With a query
 * client, a navigation prefetches the page's declared data.
 */
export const buildRoutes = (client?: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    handle: { data: shellData } satisfies RouteHandle,
    children: pageRoutes.map((route) => toRouteObject(route, client)),
  },
];

/**
 * Fetches the code of the pages `pathname` renders, so that hydrating server-rendered HTML does not wait
 * on it (ADR 014). Failures are left to the page's own error handling when it renders.
 */
export async function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.route?.preload().catch(() => undefined)),
  );
}

/** Fetches every page's code (the server renderer does, once, at start). */
export const preloadAllRouteModules = (): Promise<unknown> =>
  Promise.all(pageRoutes.map((route) => route.preload().catch(() => undefined)));

/** The browser's router; `hydrationData` is the server render's router state when hydrating its HTML. */
export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
