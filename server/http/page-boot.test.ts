import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { initialDataTag, pageBootFor } from './page-boot';

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

const linksFor = async (path: string) => (await pageBootFor(server.database.db, path)).links;

describe("preload hints for a page's largest image", () => {
  it('preloads the first hero slide of each device set on the home page', async () => {
    const links = await linksFor('/');
    expect(links).toEqual([
      '</media/banners/hero-1.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 769px)"',
      '</media/banners/hero-1-m.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"',
    ]);
  });

  it("preloads a content page's header image and the first image of its first section", async () => {
    expect(await linksFor('/lookbook')).toEqual([
      '</media/pages/lookbook.webp>; rel=preload; as=image; fetchpriority=high',
      '</media/home/wide.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 769px)"',
      '</media/home/tall.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"',
    ]);
  });

  it('gives no hint for unknown pages or deeper paths', async () => {
    expect(await linksFor('/no-such-page')).toEqual([]);
    expect(await linksFor('/list/category/necklaces')).toEqual([]);
  });
});

describe('inlined first data', () => {
  it('carries the home page banners and sections as the API answers them', async () => {
    const { entries } = await pageBootFor(server.database.db, '/');
    expect(entries.map((e) => e.call)).toEqual(['top-banner-list', 'dashboard']);
  });

  it("carries the shell's data (settings, menu, footer) for any page, for server rendering", async () => {
    for (const path of ['/', '/lookbook', '/search-result/silk']) {
      const { shell } = await pageBootFor(server.database.db, path);
      expect(shell.map((e) => e.call)).toEqual(['settingsdata', 'menue-list', 'footer']);
      expect(shell[1]?.response).toMatchObject({ status: 'success', data: expect.any(Array) });
    }
  });

  it('carries a content page with the slug it was asked for, and nothing for an unknown page', async () => {
    const { entries } = await pageBootFor(server.database.db, '/lookbook');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ call: 'pagecontent', body: { slug: 'lookbook' } });
    expect((await pageBootFor(server.database.db, '/no-such-page')).entries).toEqual([]);
  });

  it('is a JSON data block that CMS text cannot break out of', () => {
    const tag = initialDataTag([
      { call: 'dashboard', response: { x: '</script><script>alert(1)</script>', y: undefined } },
    ]);
    expect(tag.startsWith('<script type="application/json" id="initial-data">')).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual([
      { call: 'dashboard', response: { x: '</script><script>alert(1)</script>', y: null } },
    ]);
  });
});
