import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { preloadLinksFor } from './preload-hints';

let server: RunningServer;

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

beforeAll(async () => {
  server = await startTestServer({
    fixtures: {
      'content/pages/lookbook.json': {
        page: { page_name: 'Lookbook', page_url: 'lookbook', page_header_image: 'lookbook.webp' },
        browser: [imageSection('/media/home/wide.webp')],
        mobile: [imageSection('/media/home/tall.webp')],
      },
    },
  });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

describe("preload hints for a page's largest image", () => {
  it('preloads the first hero slide of each device set on the home page', async () => {
    const links = await preloadLinksFor(server.database.db, '/');
    expect(links).toEqual([
      '</media/banners/hero-1.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 769px)"',
      '</media/banners/hero-1-m.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"',
    ]);
  });

  it("preloads a content page's header image and the first image of its first section", async () => {
    expect(await preloadLinksFor(server.database.db, '/lookbook')).toEqual([
      '</media/pages/lookbook.webp>; rel=preload; as=image; fetchpriority=high',
      '</media/home/wide.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 769px)"',
      '</media/home/tall.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"',
    ]);
  });

  it('gives no hint for unknown pages or deeper paths', async () => {
    expect(await preloadLinksFor(server.database.db, '/no-such-page')).toEqual([]);
    expect(await preloadLinksFor(server.database.db, '/list/category/necklaces')).toEqual([]);
  });
});
