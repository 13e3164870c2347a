import type { QueryClient } from '@tanstack/react-query';
import { BLOG_COVER_IMAGE } from '@/features/content/components/page-image-sizes';
import { lazyComponent } from '@/lib/lazy-component';
import { mediaUrl } from '@/lib/media';
import { page, pageContent, pageLinks, routeQuery, SERVER, type PageRoute } from '../page-route';
import { imageLinks } from '../preload-hints';

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

/**
 * The blog, testimonials, FAQ, jewellery care, size guide, order status, store and title-only pages (catalogue §2
 * "Blog and testimonials", "Information pages"; issue 12), as entries of the route table (ADR 029).
 */
export const informationRoutes: PageRoute[] = [
  { path: 'blog', ...page(blogListPage), data: async () => [routeQuery((await blogData()).blogListQueryOptions())] },
  {
    path: 'blog/:slug',
    ...page(blogArticlePage),
    data: async ({ params }) => [routeQuery((await blogData()).blogDetailsQueryOptions(params.slug ?? ''))],
    hints: SERVER
      ? async (client, { params }) => {
          const answer = await articleAnswer(client, params.slug ?? '');
          const cover = answer?.data?.blog_image;
          return cover ? imageLinks(mediaUrl(cover, answer.blog_image_path), BLOG_COVER_IMAGE) : [];
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
  ...INFO_PATHS.map((path): PageRoute => ({
    path,
    element: <infoPage.Component path={path} />,
    preload: infoPage.preload,
  })),
];
