import type { QueryClient } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  renderMatches,
  UNSAFE_NavigationContext as NavigationContext,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useParams,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { CheckoutFrameContext } from './layout/frame-context';
import { RootLayout } from './layout/root-layout';
import { wantsCheckoutFrame, type PageRoute, type RouteArgs, type RouteQuery } from './page-route';
import { pageRoutes, shellData } from './route-table';
import { AppErrorPage, RouteBoundary, RouteErrorPage } from './routes/error-pages';
import { rememberScroll } from '@/lib/scroll-positions';

/*
 * The store's router (ADR 049): React Router's declarative router, with the route table's routes. Its data
 * router (loaders, hydration data, scroll restoration, error elements) was 17.5 KB gzip of every page's
 * first load; what the store used of it is here, in a few lines each: a navigation starts its page's data
 * calls (`startNavigation`), each page and the frame have their own error boundary, a route that sends the
 * URL on renders a redirect, and the scroll position is kept per history entry (scroll-positions.ts).
 */

/**
 * What a route carries in `handle`: the data its URL needs (the frame's, at the root; the page's, from its
 * entry of the route table) and, for a page, that entry.
 */
export interface RouteHandle {
  route?: PageRoute;
  data?: (args: RouteArgs) => RouteQuery[] | Promise<RouteQuery[]>;
}

/** Where a route that sends its URL on sends it: rendered as a redirect, in the browser (the server answers 302). */
function Redirecting({ route, children }: { route: PageRoute; children: ReactNode }) {
  const params = useParams();
  const location = useLocation();
  // Drawn on the server too, where there is no window: the redirect reads only the path and query.
  const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
  const target = route.redirect?.({ params, url });
  return target ? <Navigate to={target} replace /> : children;
}

/** A route table entry as a React Router route, with its own error boundary (STYLE 7). */
function toRouteObject(route: PageRoute): RouteObject {
  const page = route.redirect ? <Redirecting route={route}>{route.element}</Redirecting> : route.element;
  const handle: RouteHandle = { route, data: route.data };
  const element = <RouteBoundary fallback={(error) => <RouteErrorPage error={error} />}>{page}</RouteBoundary>;
  return route.path === 'index' ? { index: true, element, handle } : { path: route.path, element, handle };
}

/** The router's routes, built from the route table (src/app/route-table.tsx) under the frame. */
export const buildRoutes = (): RouteObject[] => [
  {
    path: '/',
    element: (
      <RouteBoundary fallback={(error) => <AppErrorPage error={error} />}>
        <RootLayout />
      </RouteBoundary>
    ),
    handle: { data: shellData } satisfies RouteHandle,
    children: pageRoutes.map(toRouteObject),
  },
];

/** How many paths' matches are kept per route table (any URL can be asked for: the oldest go first). */
export const MATCHES_KEPT = 256;
const matchesByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * React Router's `matchRoutes`, kept per table and path. It flattens and ranks every route's pattern on each
 * call, and a page asked for this at start, in each render pass and when its data was loaded: on the server
 * that was a tenth of a content page's render (ADR 054). A table and a path always match the same routes; the
 * matches are only read.
 */
export function matchRoutesKept(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let kept = matchesByTable.get(routes);
  if (!kept) {
    kept = new Map();
    matchesByTable.set(routes, kept);
  }
  const known = kept.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(routes, pathname);
  if (kept.size >= MATCHES_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(pathname, matches);
  return matches;
}

/**
 * The routes `url` matches, the frame's first, each with its handle and the URL's arguments: what the
 * browser starts a navigation's data calls from, and the server its data, status and redirect (ADR 016).
 */
export const matchedRoutes = (routes: RouteObject[], url: URL) =>
  (matchRoutesKept(routes, url.pathname) ?? []).map(({ route, params }) => ({
    handle: route.handle as RouteHandle | undefined,
    args: { params, url } satisfies RouteArgs,
  }));

/**
 * A navigation to `location` starts its page's data calls at once, while the page's code is still loading,
 * instead of after it, so the requests overlap (ARCHITECTURE quality bars: LCP). Nothing waits for them.
 */
export function startNavigation(
  routes: RouteObject[],
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  for (const { handle, args } of matchedRoutes(routes, url)) {
    const data = handle?.route?.data;
    if (!data || handle.route?.redirect?.(args)) continue;
    void Promise.resolve(data(args)).then(
      (queries) => queries.forEach((query) => void query.prefetch(client)),
      () => undefined,
    );
  }
}

/**
 * The routes, rendered for the router's location: the same element tree on the server and in the browser.
 * React Router's `useRoutes`, from the kept matches: `useRoutes` matches the path again itself, which ranks
 * the whole route table on each call (31 ms of a phone's hydration at a 4x CPU throttle, after the start had
 * ranked it once for the page's code). As `useRoutes` does, each match's path is given back encoded
 * (`matchRoutes` decodes it), the way relative links resolve against it.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const matches = matchRoutesKept(routes, pathname);
  const encode = (path: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
      : path;
  const element = renderMatches(
    matches?.map((match) => ({
      ...match,
      params: { ...match.params },
      pathname: encode(match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase),
    })) ?? null,
  );
  const checkout = useMemo(() => (matches ?? []).some(({ route }) => wantsCheckoutFrame(route.handle)), [matches]);
  return <CheckoutFrameContext.Provider value={checkout}>{element}</CheckoutFrameContext.Provider>;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/**
 * The browser's history, told of each navigation before React draws it: the page being left keeps its
 * scroll position, and the next page's data calls start.
 */
export function createAppHistory(routes: RouteObject[], client: QueryClient): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let leaving = history.location.key;
  const told: BrowserHistory = Object.create(history) as BrowserHistory;
  told.listen = (listener) =>
    history.listen((update: HistoryUpdate) => {
      rememberScroll(leaving);
      leaving = update.location.key;
      startNavigation(routes, client, update.location);
      listener(update);
    });
  return told;
}

/**
 * The browser's router: React Router's history router with the history above. Navigations render in a
 * transition, so the page being left stays until the next one's code has arrived.
 */
export function AppRouter({ history, routes }: { history: BrowserHistory; routes: RouteObject[] }) {
  return (
    <HistoryRouter history={history}>
      <AppRoutes routes={routes} />
    </HistoryRouter>
  );
}

/**
 * Fetches the code of the pages `pathname` renders, so that hydrating server-rendered HTML does not wait
 * on it (ADR 014). Failures are left to the page's own error handling when it renders. With `between`, the
 * browser's start takes a task after matching the path and between two pages' code: matching ranks the
 * whole route table the first time, and each page's import adds a preload link per file it needs (ADR 055).
 */
export async function preloadRouteModules(
  routes: RouteObject[],
  pathname: string,
  between?: () => Promise<void>,
): Promise<void> {
  const matches = matchRoutesKept(routes, pathname) ?? [];
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const page = (route.handle as RouteHandle | undefined)?.route;
    if (!page) continue;
    if (between) await between();
    loads.push(page.preload().catch(() => undefined));
  }
  await Promise.all(loads);
}

/** Fetches every page's code (the server renderer does, once, at start). */
export const preloadAllRouteModules = (): Promise<unknown> =>
  Promise.all(pageRoutes.map((route) => route.preload().catch(() => undefined)));
