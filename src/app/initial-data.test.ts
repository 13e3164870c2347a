import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedInitialData } from './initial-data';

const page = (json: string) => {
  const doc = document.implementation.createHTMLDocument('');
  const el = doc.createElement('script');
  el.type = 'application/json';
  el.id = 'initial-data';
  el.textContent = json;
  doc.body.append(el);
  return doc;
};

describe('seedInitialData', () => {
  it("puts parsed answers under their queries' keys and removes the data block", () => {
    const client = new QueryClient();
    const doc = page(
      JSON.stringify([
        {
          call: 'top-banner-list',
          response: {
            status: 'success',
            resTopBannerData: [{ slider_view: '1', slider_image: '/a.webp' }],
            resMobileBannerData: null,
          },
        },
        {
          call: 'pagecontent',
          body: { slug: 'our-story' },
          response: {
            status: 'success',
            message: '',
            data: { page_name: 'Our Story' },
            header_image_path: '/media/pages/',
            resAppearanceHomeBrowserData: [],
            resAppearanceHomeMobileData: [],
          },
        },
      ]),
    );
    seedInitialData(client, doc);
    const banners = client.getQueryData<{
      resTopBannerData: { slider_view: number }[];
      resMobileBannerData: unknown[];
    }>(['content', 'banners']);
    expect(banners?.resTopBannerData[0]?.slider_view).toBe(1);
    expect(banners?.resMobileBannerData).toEqual([]);
    expect(client.getQueryData<{ data: { page_name: string } }>(['content', 'page', 'our-story'])?.data.page_name).toBe(
      'Our Story',
    );
    expect(doc.getElementById('initial-data')).toBeNull();
  });

  it('ignores malformed data, which the page then fetches as usual', () => {
    const client = new QueryClient();
    seedInitialData(client, page('{not json'));
    seedInitialData(
      client,
      page(
        JSON.stringify([
          { call: 'dashboard', response: { status: 'success', resAppearanceHomeBrowserData: 'nope' } },
          { call: 'unknown', response: {} },
        ]),
      ),
    );
    expect(client.getQueryData(['content', 'dashboard'])).toBeUndefined();
  });

  it("seeds the shell's data (settings, menu, footer) that a server-rendered page comes with", () => {
    const client = new QueryClient();
    seedInitialData(
      client,
      page(
        JSON.stringify([
          { call: 'settingsdata', response: { status: 'success', sitesettings: { header_marquee: 'Namaste' } } },
          { call: 'menue-list', response: { status: 'success', data: [{ menu_name: 'Jewellery' }] } },
          { call: 'footer', response: { status: 'success', footerIdData: { footer_title1: 'About Us' } } },
        ]),
      ),
    );
    expect(
      client.getQueryData<{ sitesettings: { header_marquee: string } }>(['content', 'settings'])?.sitesettings
        .header_marquee,
    ).toBe('Namaste');
    expect(client.getQueryData<{ data: { menu_name: string }[] }>(['content', 'menu'])?.data[0]?.menu_name).toBe(
      'Jewellery',
    );
    expect(
      client.getQueryData<{ footerIdData: { footer_title1: string } }>(['content', 'footer'])?.footerIdData
        .footer_title1,
    ).toBe('About Us');
  });
});
