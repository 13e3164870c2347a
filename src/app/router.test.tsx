import { render, screen } from '@testing-library/react';
import {
  MemoryRouter,
  matchRoutes,
  Outlet,
  useParams,
  useResolvedPath,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isValidElement, type ReactElement } from 'react';
import { scrollOf } from '@/lib/scroll-positions';
import {
  AppRoutes,
  buildRoutes,
  createAppHistory,
  MATCHES_KEPT,
  matchRoutesKept,
  preloadRouteModules,
  startNavigation,
  type RouteHandle,
} from './router';
import { RouteBoundary } from './routes/error-pages';

const appRoutes = buildRoutes();
import { INFO_PATHS } from './routes/information-routes';
import { NotFoundPage } from './routes/not-found-page';
import { INFO_PAGES } from '@/features/content/components/information/info-page';

// Every route of shell spec §2 and catalogue spec §2, with a sample of its parameters.
const SPEC_PATHS = [
  '/cart',
  '/address',
  '/checkout',
  '/thankyou/PDK1001',
  '/giftcardthankyou/7',
  '/gifting',
  '/order-detail/PDK1001',
  '/my-account',
  '/account/wishlist',
  '/account/my-order',
  '/account/my-address',
  '/account/profile',
  '/help-support',
  '/login',
  '/register',
  '/verify-email/abc',
  '/unsubscribe',
  '/change-password/abc',
  '/list/new/arrivals',
  '/list/all',
  '/list/category/earrings',
  '/list/collection/bridal',
  '/list/tag/gold',
  '/list/shop-all',
  '/product/gold-jhumka',
  '/category/earrings',
  '/collections/category/earrings',
  '/collections/tag/gold',
  '/blog',
  '/blog/care-for-silver',
  '/review',
  '/glossary',
  '/materials-of-padmakshya',
  '/stores',
  '/contact-us',
  '/jewellery-care',
  '/testimonials',
  '/faq',
  '/order-status',
  '/size-guide',
  '/return-exchange',
  '/shipping',
  '/padmakshya-club',
  '/book-an-appointment',
  '/search-result/jhumka',
  '/error_404',
];

const leafPath = (url: string) => matchRoutes(appRoutes, url)?.at(-1)?.route.path;

describe('route table', () => {
  it.each(SPEC_PATHS)('%s has its own route', (url) => {
    expect(leafPath(url)).toBeDefined();
    expect(leafPath(url)).not.toBe(':slug');
    expect(leafPath(url)).not.toBe('*');
  });

  it('serves the home page at / and content pages at /{slug}', () => {
    expect(matchRoutes(appRoutes, '/')?.at(-1)?.route.index).toBe(true);
    expect(leafPath('/our-story')).toBe(':slug');
  });

  it('sends deeper unknown paths to the catch-all 404', () => {
    expect(leafPath('/no/such/page')).toBe('*');
  });

  it('keeps what a path matched: the same routes and arguments as React Router, for any number of paths', () => {
    const table = buildRoutes();
    for (const url of [...SPEC_PATHS, '/our-story', '/no/such/page']) {
      const kept = matchRoutesKept(table, url);
      expect(kept?.map((m) => [m.route, m.params])).toEqual(matchRoutes(table, url)?.map((m) => [m.route, m.params]));
      expect(matchRoutesKept(table, url), 'the kept answer the second time').toBe(kept);
    }
    // Any URL can be asked for: past the bound the oldest paths are matched afresh, and still rightly.
    for (let i = 0; i < MATCHES_KEPT + 10; i += 1) matchRoutesKept(table, `/page-${i}`);
    const first = matchRoutesKept(table, '/cart');
    expect(first?.at(-1)?.route.path).toBe(leafPath('/cart'));
    expect(matchRoutesKept(buildRoutes(), '/cart'), 'each table its own').not.toBe(first);
  });

  it('gives the frame and every page its own error boundary', () => {
    const children = appRoutes[0]?.children ?? [];
    const bounded = (element: unknown) => isValidElement(element) && element.type === RouteBoundary;
    expect(bounded(appRoutes[0]?.element)).toBe(true);
    expect(children.every((route) => bounded(route.element))).toBe(true);
  });
});

describe('pages', () => {
  it('shows the 404 page of catalogue spec §2', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops, you found our 404 page');
    expect(screen.getByText('The page you requested does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Padmakshya');
  });
});

describe('information pages', () => {
  it('have a title for every title-only path, and no title without one', () => {
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...INFO_PATHS].sort());
  });

  it('start the blog call while the page code loads', async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    startNavigation(appRoutes, client, { pathname: '/blog/bis-hallmark-explained', search: '' });
    // The blog's data home loads with its page's code; the navigation does not wait for it.
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(
        expect.objectContaining({ queryKey: ['information', 'blog', 'article', 'bis-hallmark-explained'] }),
      ),
    );
  });
});

describe('the browser history (ADR 049)', () => {
  it("starts a navigation's page data before the router is told, and keeps the left page's scroll", async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    const history = createAppHistory(appRoutes, client);
    const told: string[] = [];
    const stop = history.listen(({ location }) => told.push(location.pathname));
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    const leaving = history.location.key;
    history.push('/our-story');
    stop();
    expect(told).toEqual(['/our-story']);
    expect(scrollOf(leaving)).toBe(480);
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['content', 'page', 'our-story'] })),
    );
    history.go(-1);
  });
});

describe('content page data', () => {
  it('starts the pagecontent call while the page code loads', async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    startNavigation(appRoutes, client, { pathname: '/our-story', search: '' });
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['content', 'page', 'our-story'] })),
    );
  });
});

describe('what each route declares (ADR 016)', () => {
  const declared = async (url: string) => {
    const target = new URL(url, 'http://localhost');
    const queries = await Promise.all(
      (matchRoutes(appRoutes, target.pathname) ?? []).map(({ route, params }) => {
        const handle = route.handle as RouteHandle | undefined;
        return handle?.data?.({ params, url: target }) ?? [];
      }),
    );
    return queries.flat().map((q) => q.queryKey);
  };
  const shell = [
    ['content', 'settings'],
    ['content', 'menu'],
    ['content', 'footer'],
  ];

  it("gives every page the frame's data, then its own", async () => {
    expect(await declared('/')).toEqual([...shell, ['content', 'banners'], ['content', 'dashboard']]);
    expect(await declared('/our-story')).toEqual([...shell, ['content', 'page', 'our-story']]);
    expect(await declared('/book-an-appointment')).toEqual([...shell, ['content', 'page', 'book-an-appointment']]);
    expect(await declared('/search-result/silk')).toEqual([...shell, ['catalogue', 'search', 'silk']]);
    expect(await declared('/unsubscribe?id=1')).toEqual(shell);
  });

  it('never declares a call the spec would refuse (a search term under two characters)', async () => {
    expect(await declared('/search-result/a')).toEqual(shell);
  });

  it('starts every query key with its domain', async () => {
    const domains = new Set(['content', 'showcase', 'catalogue', 'cart', 'checkout', 'account', 'information']);
    for (const url of ['/', '/our-story', '/search-result/silk', ...SPEC_PATHS]) {
      for (const key of await declared(url)) expect(domains.has(String(key[0])), `${url}: ${String(key)}`).toBe(true);
    }
  });
});

describe('preloadRouteModules', () => {
  const page = (path: string, log: string[]) => ({
    path,
    element: null,
    preload: vi.fn(() => {
      log.push(`preload ${path}`);
      return Promise.resolve();
    }),
  });

  it("takes a step after matching and before each page's code, in the browser's start", async () => {
    const log: string[] = [];
    const outer = page('shop', log);
    const inner = page('item', log);
    const routes = [
      {
        path: '/shop',
        handle: { route: outer },
        children: [{ path: 'item', handle: { route: inner }, element: null }],
      },
    ];
    await preloadRouteModules(routes, '/shop/item', async () => {
      log.push('step');
    });
    expect(log).toEqual(['step', 'preload shop', 'step', 'preload item']);
  });

  it('takes no step without one (the server), and a failed load is left to the page', async () => {
    const log: string[] = [];
    const failing = { ...page('gone', log), preload: vi.fn(() => Promise.reject(new Error('offline'))) };
    await expect(
      preloadRouteModules([{ path: '/gone', handle: { route: failing } }], '/gone'),
    ).resolves.toBeUndefined();
    expect(failing.preload).toHaveBeenCalledTimes(1);
  });
});

describe('AppRoutes', () => {
  /** What a page reads of its match: its parameters, and where `.` and a relative link resolve to. */
  function Where() {
    const params = useParams();
    const here = useResolvedPath('.');
    const sibling = useResolvedPath('../linen');
    return <p>{JSON.stringify({ params, here: here.pathname, sibling: sibling.pathname })}</p>;
  }
  const table = (): RouteObject[] => [
    {
      path: '/',
      element: <Outlet />,
      children: [
        { path: 'search-result/:term', element: <Where /> },
        { path: ':slug', element: <Where /> },
      ],
    },
  ];
  function ByUseRoutes({ routes }: { routes: RouteObject[] }) {
    return useRoutes(routes);
  }

  it.each(['/search-result/silk%20saree', '/search-result/50%25%20off', '/search-result/%E0%A4%B8', '/our-story', '/'])(
    'draws %s as useRoutes does: the same parameters and the same encoded paths',
    (path) => {
      const seen = (element: ReactElement) => {
        const { container, unmount } = render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
        const text = container.textContent;
        unmount();
        return text;
      };
      const expected = seen(<ByUseRoutes routes={table()} />);
      expect(seen(<AppRoutes routes={table()} />)).toBe(expected);
    },
  );
});
