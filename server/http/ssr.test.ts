import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { getPage as get, loadEntry, pageState, queryKeys, startDrawnSite } from '../test-support/drawn-site';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { createPageRenderer } from './ssr';
import { serveStaticSite } from './static-site';
import { PHONE } from '../test-support/user-agents';

let server: RunningServer;
let app: Hono;
let fallback: Hono;

const imageSection = (image: string) => ({
  has_many_home_inner: [
    {
      has_many_home_details: [
        { home_type: '11', home_brij_heading: 'Lookbook' },
        { home_type: '5', home_image: image },
      ],
    },
  ],
});

const productList = { home_type: 1, home_layout_for_type: 1, home_cat_id: 1, home_display_type: 2, home_no_items: 4 };

/** The tiny fixtures' banners, with captions: the desktop one with markup the sanitizer must take out. */
const UNSAFE_CAPTION =
  '<h2 onclick="alert(1)">The Bridal Edit</h2><img src="x" onerror="alert(1)"><script>alert(1)</script>';
const banners = {
  browser: [
    { slider_view: 1, slider_image: '/media/banners/hero-1.webp', cat_slug: 'necklaces', slider_desc: UNSAFE_CAPTION },
  ],
  mobile: [{ slider_view: '1', slider_image: '/media/banners/hero-1-m.webp', slider_desc: '<p>Kundan and polki</p>' }],
};

beforeAll(async () => {
  let site: string;
  ({ server, app, site } = await startDrawnSite({
    'content/banners.json': banners,
    // A page whose block asks for its own data while rendering (a product list by category).
    // A page whose largest images the server preloads (header, first image of each device set).
    'content/pages/lookbook.json': {
      page: { page_name: 'Lookbook', page_url: 'lookbook', page_header_image: 'lookbook.webp' },
      browser: [imageSection('/media/home/wide.webp')],
      mobile: [imageSection('/media/home/tall.webp')],
    },
    'content/pages/necklaces-edit.json': {
      page: { page_name: 'Necklaces Edit', page_url: 'necklaces-edit', page_show_title: 1 },
      browser: [{ has_many_home_inner: [{ home_inn_structure_type: '12', has_many_home_details: [productList] }] }],
      mobile: [],
    },
  }));
  fallback = new Hono();
  // The real renderer's data step, with a drawing step that fails.
  const real = await loadEntry();
  const failingModule = { ...real, render: () => Promise.reject(new Error('x')) };
  const failing = createPageRenderer(async () => failingModule, {
    budgetMs: 20_000,
    log: () => undefined,
    api: async (url, init) => server.app.request(url, init),
  });
  serveStaticSite(fallback, site, failing);
  await failing.warm();
}, START_TIMEOUT_MS * 2);
afterAll(() => server?.close());

/** The markup the server put inside #root. */
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The image preloads of a page (the added ones in its head, then React's in its markup), the logo's aside. */
const preloads = (html: string) =>
  [...html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('logo'));

describe('server-rendered pages (ADR 014)', () => {
  it('draws the home page: header with its menu, the hero image, the sections and the footer', async () => {
    const { res, html, state } = await get(app, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('User-Agent');
    const markup = root(html);
    expect(markup).toContain('<header');
    expect(markup).toContain('Jewellery'); // top menu (tiny fixtures' menu.json)
    expect(markup).toMatch(/<img[^>]+src="\/media\/banners\/hero-1\.webp"/); // LCP image, desktop set
    expect(markup).toContain('New arrivals'); // first section heading (browser set)
    expect(markup).toContain('Banarasi weaving'); // rich text, sanitised on the server
    expect(markup).toContain('<footer');
    expect(markup).toContain('About Us'); // footer column title
    expect(markup).not.toContain('<script');
    expect(state?.path).toBe('/');
    expect(state?.render?.mobile).toBe(false);
    expect(state?.render?.blocks).toEqual(expect.arrayContaining(['11', '4']));
    // One channel carries the data the routes declare: the frame's, then the page's.
    expect(queryKeys(state)).toEqual(
      expect.arrayContaining([
        ['content', 'settings'],
        ['content', 'menu'],
        ['content', 'footer'],
        ['content', 'banners'],
        ['content', 'dashboard'],
      ]),
    );
    expect(html).not.toContain('id="initial-data"');
  }, 60_000);

  it("sends the hero's captions sanitized, for the slider the browser draws after hydration (ADR 044)", async () => {
    const { html, state } = await get(app, '/');
    const captions = Object.values(state?.render?.sanitized ?? {});
    expect(captions).toEqual(['<h2>The Bridal Edit</h2><img src="x">']);
    expect(html).not.toMatch(/onerror|onclick|<script>alert/);
    // A phone's page carries its own set's captions.
    const phone = await get(app, '/', PHONE);
    expect(Object.values(phone.state?.render?.sanitized ?? {})).toEqual(['<p>Kundan and polki</p>']);
  });

  it("renders a phone's content set for a phone", async () => {
    const { html, state } = await get(app, '/', PHONE);
    const markup = root(html);
    expect(markup).toMatch(/<img[^>]+src="\/media\/banners\/hero-1-m\.webp"/);
    expect(markup).toContain('New'); // the mobile set's heading
    expect(markup).not.toContain('New arrivals');
    expect(state?.render?.mobile).toBe(true);
  });

  it('draws a content page with its title, sections and the page title in <title>', async () => {
    const { html, state } = await get(app, '/our-story');
    expect(html).toContain('<title>Our Story | Padmakshya</title>');
    const markup = root(html);
    expect(markup).toContain('Our Story');
    expect(markup).toContain('Since 1962');
    expect(markup).toContain('<footer');
    expect(queryKeys(state)).toContainEqual(['content', 'page', 'our-story']);
  });

  it('fetches the data a block asks for while rendering, draws it, and hands it to the browser', async () => {
    const { html, state } = await get(app, '/necklaces-edit');
    const markup = root(html);
    expect(markup).toContain('Emerald Kundan Choker');
    expect(markup).toContain('Basra Pearl Layered Necklace');
    expect(markup).not.toContain('Banarasi Silk Saree'); // another category
    expect(JSON.stringify(state?.queries?.queries.map((q) => q.state.data))).toContain('Emerald Kundan Choker');
  });

  it('preloads the largest image of each page as its route declares it, in the drawn head (ADR 043)', async () => {
    const { res: home, html: homeHtml } = await get(app, '/');
    // A drawn page carries its hints in its markup; the header would repeat them uncompressed.
    expect(home.headers.get('link')).toBeNull();
    // Drawn for a desktop, the page's own hero slide is React's preload; the phone's is added, for its width.
    expect(preloads(homeHtml)).toEqual([
      '<link href="/media/banners/hero-1-m.webp" rel="preload" as="image" fetchpriority="high" media="(max-width: 768px)" />',
      '<link rel="preload" as="image" href="/media/banners/hero-1.webp" fetchPriority="high"/>',
    ]);
    const { html: lookbook } = await get(app, '/lookbook');
    // React preloads the header image, with the copies it offers (ADR 041), and the desktop's first image it draws;
    // the phone's is added.
    expect(preloads(lookbook)).toEqual([
      '<link href="/media/home/tall.webp" rel="preload" as="image" fetchpriority="high" media="(max-width: 768px)" />',
      '<link rel="preload" as="image" imageSrcSet="/media/pages/lookbook.webp?w=480 480w, /media/pages/lookbook.webp?w=720 720w, /media/pages/lookbook.webp?w=960 960w, /media/pages/lookbook.webp?w=1280 1280w, /media/pages/lookbook.webp 1600w" imageSizes="100vw" fetchPriority="high"/>',
      '<link rel="preload" as="image" href="/media/home/wide.webp" fetchPriority="high"/>',
    ]);
    // Drawn for a phone, the first section's image is the larger paint: React preloads it at high priority; the
    // header strip is drawn at low priority, its preload added for desktops only (ADR 059).
    const { html: lookbookOnPhone } = await get(app, '/lookbook', PHONE);
    expect(preloads(lookbookOnPhone)).toEqual([
      '<link href="/media/pages/lookbook.webp" rel="preload" as="image" fetchpriority="high" imagesrcset="/media/pages/lookbook.webp?w=480 480w, /media/pages/lookbook.webp?w=720 720w, /media/pages/lookbook.webp?w=960 960w, /media/pages/lookbook.webp?w=1280 1280w, /media/pages/lookbook.webp 1600w" imagesizes="100vw" media="(min-width: 769px)" />',
      '<link href="/media/home/wide.webp" rel="preload" as="image" fetchpriority="high" media="(min-width: 769px)" />',
      '<link rel="preload" as="image" href="/media/home/tall.webp" fetchPriority="high"/>',
    ]);
    // It is fetched after the largest paint (ADR 071): lazy, and marked for the inline loader to leave held.
    expect(root(lookbookOnPhone)).toMatch(
      /<img class="[^"]*" src="\/media\/pages\/lookbook.webp"[^>]*fetchPriority="low" loading="lazy" data-after-largest=""/,
    );
    expect(root(lookbook)).not.toContain('data-after-largest');
    expect(preloads((await get(app, '/no-such-page')).html).join('')).not.toContain('fetchpriority');
    // A listing preloads its header image.
    expect(preloads((await get(app, '/list/category/necklaces')).html).join('')).toContain(
      '/media/categories/necklaces.webp',
    );
  });

  it('sends the preload hints as a Link header with a page it serves undrawn', async () => {
    const { res, html } = await get(fallback, '/');
    expect(res.headers.get('link')?.split(', ')).toEqual([
      '</media/banners/hero-1.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 769px)"',
      '</media/banners/hero-1-m.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"',
    ]);
    expect(preloads(html)).toEqual([]);
  });

  it('answers 404 with the 404 page for a URL that names nothing', async () => {
    for (const path of ['/no-such-page', '/no/such/page', '/error_404']) {
      const { res, html, state } = await get(app, path);
      expect(res.status, path).toBe(404);
      expect(root(html), path).toContain('Continue Shopping');
      expect(root(html), path).toContain('<header');
      expect(state?.path, path).toBe('/error_404');
      expect(state?.render, path).toBeDefined();
    }
    // A page the back office has answers 200, as do the spec's other routes.
    expect((await get(app, '/our-story')).res.status).toBe(200);
    expect((await get(app, '/list/category/necklaces')).res.status).toBe(200);
  });

  it('serves the page unrendered, with its data, when drawing it fails', async () => {
    const { res, html } = await get(fallback, '/');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    // Served undrawn, the page carries its data in its HTML.
    const state = pageState(html);
    expect(state?.render).toBeUndefined();
    expect(state?.queriesAt).toBeUndefined();
    expect(queryKeys(state)).toEqual(
      expect.arrayContaining([
        ['content', 'banners'],
        ['content', 'dashboard'],
      ]),
    );
    const missing = await get(fallback, '/no-such-page');
    expect(missing.res.status).toBe(404);
    expect(pageState(missing.html)?.path).toBe('/error_404');
  });
});
