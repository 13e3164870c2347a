import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, type Params } from 'react-router-dom';
import { searchTermError } from '@domain/validation';
import { dashboardQueryOptions } from '@/data/content/dashboard';
import { footerQueryOptions } from '@/data/content/footer';
import { menuQueryOptions } from '@/data/content/menu';
import { pageContentQueryOptions } from '@/data/content/page-content';
import { settingsQueryOptions } from '@/data/content/settings';
import { topBannerQueryOptions } from '@/data/content/top-banners';
import { SEARCH_PATH, searchFormTarget } from '@/features/search/search-path';
import { eagerComponent, lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { mediaUrl } from '@/lib/media';
import { contentPageLinks, homeLinks, imageLinks } from './preload-hints';
import { HomePage } from './routes/home-page';

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
const SERVER = import.meta.env.SSR;

/** The frame's data, wanted by every page: settings, menu, footer (spec: shell §4 "First load"). */
export const shellData = (): RouteQuery[] => [
  routeQuery(settingsQueryOptions()),
  routeQuery(menuQueryOptions()),
  routeQuery(footerQueryOptions()),
];

/** A page without props: its element and its code. */
const page = ({ Component, preload }: LazyComponent) => ({ element: <Component />, preload });

const pageContent = (slug: string | undefined) => (slug ? [routeQuery(pageContentQueryOptions(slug))] : []);

/** The back office's answer for the content page `slug`, once fetched. */
const pageAnswer = (client: QueryClient, slug: string | undefined) =>
  slug ? client.getQueryData(pageContentQueryOptions(slug).queryKey) : undefined;

const pageLinks = (client: QueryClient, slug: string | undefined) => {
  const page = pageAnswer(client, slug);
  return page ? contentPageLinks(page) : [];
};

/** The back office has no page `slug` (or could not say): catalogue §8, pagecontent's not-found. */
const noSuchPage = (client: QueryClient, slug: string | undefined) => {
  const page = pageAnswer(client, slug);
  return !(page?.status === 'success' && page.data);
};

const contentPage = lazyComponent(() => import('./routes/content-page').then((m) => m.ContentPage));
const notFoundPage = lazyComponent(() => import('./routes/not-found-page').then((m) => m.NotFoundPage));
// The bag's page JSON and blocks (the bag itself is the visitor's: read in the browser, never server data).
const cartPage = lazyComponent(() => import('./routes/cart-page').then((m) => m.CartPage));
// The checkout's page JSON and blocks (its data is the visitor's too: nothing is fetched for the server),
// one module for its five pages.
const checkoutPages = () => import('./routes/checkout-pages');
const addressPage = lazyComponent(() => checkoutPages().then((m) => m.AddressPage));
const paymentPage = lazyComponent(() => checkoutPages().then((m) => m.PaymentPage));
const thankYouPage = lazyComponent(() => checkoutPages().then((m) => m.ThankYouPage));
const giftingPage = lazyComponent(() => checkoutPages().then((m) => m.GiftingPage));
const giftCardThanksPage = lazyComponent(() => checkoutPages().then((m) => m.GiftCardThanksPage));
const unsubscribePage = lazyComponent(() =>
  import('@/features/newsletter/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const searchPage = lazyComponent(() => import('@/features/search/components/search-page').then((m) => m.SearchPage));
const searchResultsPage = lazyComponent(() =>
  import('@/features/search/components/search-results-page').then((m) => m.SearchResultsPage),
);
const bookAppointmentPage = lazyComponent(() =>
  import('./routes/book-appointment-page').then((m) => m.BookAppointmentPage),
);

const accountPages = () => import('./routes/account-pages');
const loginPage = lazyComponent(() => accountPages().then((m) => m.LoginPage));
const registerPage = lazyComponent(() => accountPages().then((m) => m.RegisterPage));
const verifyEmailPage = lazyComponent(() => accountPages().then((m) => m.VerifyEmailPage));
const changePasswordPage = lazyComponent(() => accountPages().then((m) => m.ChangePasswordPage));
const wishlistPage = lazyComponent(() => accountPages().then((m) => m.WishlistPage));
const myAccountPage = lazyComponent(() => accountPages().then((m) => m.MyAccountPage));
const profilePage = lazyComponent(() => accountPages().then((m) => m.ProfilePage));
const orderHistoryPage = lazyComponent(() => accountPages().then((m) => m.OrderHistoryPage));
const orderDetailPage = lazyComponent(() => accountPages().then((m) => m.OrderDetailPage));
const addressBookPage = lazyComponent(() => accountPages().then((m) => m.AddressBookPage));

const blogListPage = lazyComponent(() =>
  import('@/features/content/components/blog/blog-list-page').then((m) => m.BlogListPage),
);
const blogArticlePage = lazyComponent(() =>
  import('@/features/content/components/blog/blog-article-page').then((m) => m.BlogArticlePage),
);

/** The blog's queries come with its pages' code: their call schemas stay out of every other page's first load. */
const blogData = () => import('@/data/information/blog');

/** The back office's article `slug`, once fetched. */
const articleAnswer = async (client: QueryClient, slug: string) =>
  client.getQueryData((await blogData()).blogDetailsQueryOptions(slug).queryKey);

// The information pages (catalogue §2 "Information pages"); their data homes load with them, as the blog's do.
const informationPages = () => import('@/features/content/components/information/information-pages');
const testimonialsPage = lazyComponent(() => informationPages().then((m) => m.TestimonialsPage));
const faqPage = lazyComponent(() => informationPages().then((m) => m.FaqPage));
const jewelleryCarePage = lazyComponent(() => informationPages().then((m) => m.JewelleryCarePage));
const sizeGuidePage = lazyComponent(() => informationPages().then((m) => m.SizeGuidePage));
const contactPage = lazyComponent(() => informationPages().then((m) => m.ContactPage));
const infoPage = lazyComponent(() =>
  import('@/features/content/components/information/info-page').then((m) => m.InfoPage),
);
const orderStatusPage = lazyComponent(() =>
  import('@/features/account/components/order-status-page').then((m) => m.OrderStatusPage),
);
const testimonialData = () => import('@/data/information/testimonials');
const faqData = () => import('@/data/information/faq');
const careData = () => import('@/data/information/jewelry-care');
/** The back office's content page shown above the care guide (catalogue §7 "pagecontent slug (jewellery-care)"). */
const JEWELLERY_CARE_SLUG = 'jewellery-care';

/** The title-only information pages (catalogue §2), each its own path; info-page.tsx holds their titles. */
export const INFO_PATHS = [
  'return-exchange',
  'shipping',
  'review',
  'help-support',
  'glossary',
  'materials-of-padmakshya',
  'stores',
  'padmakshya-club',
] as const;

const listingPage = lazyComponent(() =>
  import('@/features/catalogue/components/listing-page').then((m) => m.ListingPage),
);

/**
 * The catalogue's route declarations come with its pages' code, not with the app: they bring the catalogue's
 * call schemas, which no other page's first load needs.
 */
const listingRoute = () => import('@/features/catalogue/listing-route');
const productRoute = () => import('@/features/catalogue/product-route');

/**
 * A product listing route (catalogue §2): `kind` where the path fixes the type. Its header details and
 * the page of products its query string asks for are declared, so the server renders it with products.
 */
const listingPageRoute = (path: string, kind?: string): PageRoute => ({
  path,
  element: <listingPage.Component kind={kind} />,
  preload: listingPage.preload,
  data: async ({ params, url }) => {
    const queries = (await listingRoute()).listingRouteQueries(kind, params, url.search);
    return queries ? [routeQuery(queries.details), routeQuery(queries.listing)] : [];
  },
  hints: SERVER
    ? async (client, { params, url }) =>
        imageLinks((await listingRoute()).listingLeadImage(client, kind, params, url.search))
    : undefined,
  missing: SERVER
    ? async (client, { params }) => (await listingRoute()).listingMissing(client, kind, params)
    : undefined,
});

const productPage = lazyComponent(() =>
  import('@/features/catalogue/components/product-page').then((m) => m.ProductPage),
);

/** The path of the 404 page (catalogue spec §2), where unknown pages end up. */
export const NOT_FOUND_PATH = '/error_404';

/**
 * The pages of shell spec §2 and catalogue spec §2. Static paths outrank `:slug`, the catch-all content
 * page; deeper unknown paths (`*`) are the 404.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: 'index',
    ...page(eagerComponent(HomePage)),
    data: () => [routeQuery(topBannerQueryOptions()), routeQuery(dashboardQueryOptions())],
    hints: SERVER
      ? (client) => {
          const banners = client.getQueryData(topBannerQueryOptions().queryKey);
          return banners ? homeLinks(banners) : [];
        }
      : undefined,
  },
  { path: NOT_FOUND_PATH.slice(1), ...page(notFoundPage), missing: SERVER ? () => true : undefined },
  { path: 'unsubscribe', ...page(unsubscribePage) },
  { path: 'cart', ...page(cartPage) },
  { path: 'address', ...page(addressPage), frame: 'checkout' },
  { path: 'checkout', ...page(paymentPage), frame: 'checkout' },
  { path: 'thankyou/:id', ...page(thankYouPage) },
  { path: 'gifting', ...page(giftingPage) },
  { path: 'giftcardthankyou/:id', ...page(giftCardThanksPage) },
  { path: 'login', ...page(loginPage) },
  { path: 'register', ...page(registerPage) },
  { path: 'verify-email/:token', ...page(verifyEmailPage) },
  { path: 'change-password/:token', ...page(changePasswordPage) },
  { path: 'account/wishlist', ...page(wishlistPage) },
  { path: 'my-account', ...page(myAccountPage) },
  { path: 'account/profile', ...page(profilePage) },
  { path: 'account/my-address', ...page(addressBookPage) },
  { path: 'account/my-order', ...page(orderHistoryPage) },
  { path: 'order-detail/:id', ...page(orderDetailPage) },
  // The search box as a page, and where its GET form goes: a term is sent on to its results.
  { path: SEARCH_PATH.slice(1), ...page(searchPage), redirect: ({ url }) => searchFormTarget(url) },
  {
    path: 'search-result/:slug',
    ...page(searchResultsPage),
    // A term the spec would refuse is never sent (shell §5).
    data: async ({ params }) => {
      const term = params.slug ?? '';
      if (searchTermError(term) !== null) return [];
      const { searchQueryOptions } = await import('@/data/catalogue/search');
      return [routeQuery(searchQueryOptions(term))];
    },
  },
  // The back office's page of this slug around the booking widget, or a built-in one (the page's file).
  {
    path: 'book-an-appointment',
    ...page(bookAppointmentPage),
    data: () => pageContent('book-an-appointment'),
    hints: SERVER ? (client) => pageLinks(client, 'book-an-appointment') : undefined,
  },
  {
    path: 'product/:slug',
    ...page(productPage),
    data: async ({ params }) => {
      const { productRouteQueries } = await import('@/features/catalogue/product-route');
      const queries = productRouteQueries(params.slug ?? '');
      return [routeQuery(queries.details), routeQuery(queries.look)];
    },
    hints: SERVER
      ? async (client, { params }) => imageLinks((await productRoute()).productLeadImage(client, params.slug ?? ''))
      : undefined,
    missing: SERVER
      ? async (client, { params }) => (await productRoute()).productMissing(client, params.slug ?? '')
      : undefined,
  },
  { path: 'blog', ...page(blogListPage), data: async () => [routeQuery((await blogData()).blogListQueryOptions())] },
  {
    path: 'blog/:slug',
    ...page(blogArticlePage),
    data: async ({ params }) => [routeQuery((await blogData()).blogDetailsQueryOptions(params.slug ?? ''))],
    hints: SERVER
      ? async (client, { params }) => {
          const answer = await articleAnswer(client, params.slug ?? '');
          const cover = answer?.data?.blog_image;
          return cover ? imageLinks(mediaUrl(cover, answer.blog_image_path)) : [];
        }
      : undefined,
    // An unknown article is the 404 page (catalogue §8); a failed call is not a 404.
    missing: SERVER
      ? async (client, { params }) => {
          const answer = await articleAnswer(client, params.slug ?? '');
          return answer !== undefined && !(answer.status === 'success' && answer.data);
        }
      : undefined,
  },
  listingPageRoute('list/all', 'all'),
  listingPageRoute('list/shop-all', 'shop-all'),
  listingPageRoute('list/category/:slug', 'category'),
  listingPageRoute('list/collection/:slug', 'collection'),
  listingPageRoute('list/tag/:slug', 'tag'),
  listingPageRoute('list/:type/:slug?'),
  listingPageRoute('category/:cat_slug', 'category'),
  listingPageRoute('collections/category/:cat_slug', 'category'),
  listingPageRoute('collections/tag/:tag_slug', 'tag'),
  {
    path: 'testimonials',
    ...page(testimonialsPage),
    data: async () => [routeQuery((await testimonialData()).testimonialListQueryOptions())],
  },
  { path: 'faq', ...page(faqPage), data: async () => [routeQuery((await faqData()).faqQueryOptions())] },
  {
    path: 'jewellery-care',
    ...page(jewelleryCarePage),
    data: async () => [...pageContent(JEWELLERY_CARE_SLUG), routeQuery((await careData()).jewelryCareQueryOptions())],
    hints: SERVER ? (client) => pageLinks(client, JEWELLERY_CARE_SLUG) : undefined,
  },
  { path: 'size-guide', ...page(sizeGuidePage) },
  { path: 'order-status', ...page(orderStatusPage) },
  // The header's Store link (shell §2): the settings it shows come with every page (shellData).
  { path: 'contact-us', ...page(contactPage) },
  ...INFO_PATHS.map(
    (path): PageRoute => ({ path, element: <infoPage.Component path={path} />, preload: infoPage.preload }),
  ),
  {
    path: ':slug',
    ...page(contentPage),
    data: ({ params }) => pageContent(params.slug),
    hints: SERVER ? (client, { params }) => pageLinks(client, params.slug) : undefined,
    missing: SERVER ? (client, { params }) => noSuchPage(client, params.slug) : undefined,
  },
  // Deeper unknown paths: the server answers 404 with the 404 page; a client navigation goes there.
  {
    path: '*',
    element: <Navigate to={NOT_FOUND_PATH} replace />,
    preload: notFoundPage.preload,
    missing: SERVER ? () => true : undefined,
  },
];
