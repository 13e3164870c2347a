import { Navigate } from 'react-router-dom';
import { searchTermError } from '@domain/validation';
import { dashboardQueryOptions } from '@/data/content/dashboard';
import { footerQueryOptions } from '@/data/content/footer';
import { menuQueryOptions } from '@/data/content/menu';
import { settingsQueryOptions } from '@/data/content/settings';
import { topBannerQueryOptions } from '@/data/content/top-banners';
import { SEARCH_PATH, searchFormTarget } from '@/features/search/search-path';
import { eagerComponent, lazyComponent } from '@/lib/lazy-component';
import {
  noSuchPage,
  page,
  pageContent,
  pageLinks,
  routeQuery,
  SERVER,
  type PageRoute,
  type RouteQuery,
} from './page-route';
import { homeLinks, imageLinks } from './preload-hints';
import { HomePage } from './routes/home-page';
import { informationRoutes } from './routes/information-routes';

/** The frame's data, wanted by every page: settings, menu, footer (spec: shell §4 "First load"). */
export const shellData = (): RouteQuery[] => [
  routeQuery(settingsQueryOptions()),
  routeQuery(menuQueryOptions()),
  routeQuery(footerQueryOptions()),
];

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
    ? async (client, { params, url }) => {
        const lead = (await listingRoute()).listingLeadImage(client, kind, params, url.search);
        return imageLinks(lead?.href ?? null, lead?.sizing);
      }
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
  {
    path: 'cart',
    ...page(cartPage),
    // The bag is the visitor's, but "You May Also Like" is everyone's: drawn once the bag is read, it finds
    // the list in the page's data instead of fetching it, with the HTTP client, right after hydrating.
    data: async () => {
      const { recommendedProductsQueryOptions } = await import('@/data/catalogue/recommended-products');
      return [routeQuery(recommendedProductsQueryOptions('page'))];
    },
  },
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
  listingPageRoute('list/all', 'all'),
  listingPageRoute('list/shop-all', 'shop-all'),
  listingPageRoute('list/category/:slug', 'category'),
  listingPageRoute('list/collection/:slug', 'collection'),
  listingPageRoute('list/tag/:slug', 'tag'),
  listingPageRoute('list/:type/:slug?'),
  listingPageRoute('category/:cat_slug', 'category'),
  listingPageRoute('collections/category/:cat_slug', 'category'),
  listingPageRoute('collections/tag/:tag_slug', 'tag'),
  ...informationRoutes,
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
