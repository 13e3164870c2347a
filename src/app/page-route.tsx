import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router-dom';
import { pageContentQueryOptions } from '@/data/content/page-content';
import type { LazyComponent } from '@/lib/lazy-component';
import { contentPageLinks } from './preload-hints';

/*
 * What a page of the route table is (PageRoute) and the helpers its entries are written with. The table itself
 * is route-table.tsx; the information pages' entries are routes/information-routes.tsx.
 */

/** What a route's declarations are given: the URL's parameters and the URL itself. */
export interface RouteArgs {
  params: Params;
  url: URL;
}

/** A query a URL needs, whatever its data's type: its key, and how to fetch it into a client. */
export interface RouteQuery {
  queryKey: QueryKey;
  prefetch(client: QueryClient, overrides?: { retry?: false }): Promise<void>;
}

/** A data home's `xQueryOptions()` as a route's query. */
export function routeQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): RouteQuery {
  return {
    queryKey: options.queryKey,
    prefetch: (client, overrides) => client.prefetchQuery({ ...options, ...overrides }),
  };
}

/**
 * One page of the store: where it is, what it draws, and what data its URL needs. This is the one place a
 * page declares its data (STYLE 17): the browser router prefetches `data` on a client navigation, the
 * server renderer fetches it before drawing the page and hands it to the browser with the HTML, and the
 * server's preload hints and status come from `hints` and `missing`. Adding a page is one entry here
 * and its page module (docs/decisions/016-where-things-go.md).
 */
export interface PageRoute {
  /** The path below the root (React Router syntax); `index` for the home page. */
  path: string | 'index';
  /** What the page draws. */
  element: ReactNode;
  /** Fetches the page's code (a server-rendered page's code is fetched before it hydrates). */
  preload: () => Promise<unknown>;
  /**
   * The queries the URL needs before its page can draw (each from its domain's data home). A page whose
   * queries bring a domain's call schemas (the catalogue's) declares them asynchronously, with the page's
   * code, so that those schemas stay out of every other page's first load.
   */
  data?: (args: RouteArgs) => RouteQuery[] | Promise<RouteQuery[]>;
  /**
   * `Link: rel=preload` values for the page's largest image, read from its fetched data. Server only
   * (`SERVER ? … : undefined`), like `missing`: the browser's build leaves both out.
   */
  hints?: ((client: QueryClient, args: RouteArgs) => string[] | Promise<string[]>) | undefined;
  /** True when the URL names something the back office does not have: answered 404 with the 404 page. */
  missing?: ((client: QueryClient, args: RouteArgs) => boolean | Promise<boolean>) | undefined;
  /** Where the URL is sent on to instead (a 302 from the server, a redirect in the browser), if anywhere. */
  redirect?: (args: RouteArgs) => string | null;
  /**
   * 'checkout': the page brings its own slim header (logo and steps) and the frame leaves out the site's
   * header, welcome banner and footer, so nothing leads away from paying (shell §2 "Address step").
   */
  frame?: 'checkout';
}

/** Whether a matched route's handle asks for the checkout's frame. */
export const wantsCheckoutFrame = (handle: unknown): boolean =>
  (handle as { route?: PageRoute } | undefined)?.route?.frame === 'checkout';

/** True in the server renderer's build, false (and what it guards left out) in the browser's. */
export const SERVER = import.meta.env.SSR;

/** A page without props: its element and its code. */
export const page = ({ Component, preload }: LazyComponent) => ({ element: <Component />, preload });

export const pageContent = (slug: string | undefined) => (slug ? [routeQuery(pageContentQueryOptions(slug))] : []);

/** The back office's answer for the content page `slug`, once fetched. */
const pageAnswer = (client: QueryClient, slug: string | undefined) =>
  slug ? client.getQueryData(pageContentQueryOptions(slug).queryKey) : undefined;

export const pageLinks = (client: QueryClient, slug: string | undefined) => {
  const page = pageAnswer(client, slug);
  return page ? contentPageLinks(page) : [];
};

/** The back office has no page `slug` (or could not say): catalogue §8, pagecontent's not-found. */
export const noSuchPage = (client: QueryClient, slug: string | undefined) => {
  const page = pageAnswer(client, slug);
  return !(page?.status === 'success' && page.data);
};
