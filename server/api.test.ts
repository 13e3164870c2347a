import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { API_PREFIX } from '@schemas/call';
import { ValidationErrorSchema } from '@schemas/validation-error';
import { contract, type CallName } from '@schemas/contract';
import { newsletterSubscriptions } from './db/schema';
import type { RunningServer } from './main';
import { serverMessages } from './messages';
import { apiCall } from './test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from './test-support/test-server';
import { validBodies } from './test-support/valid-bodies';

let server: RunningServer;
const call = (name: CallName, body?: unknown, headers?: Record<string, string>) =>
  apiCall(server.app, name, body, headers);
const subscriptions = () => server.database.db.$count(newsletterSubscriptions);

beforeAll(async () => {
  server = await startTestServer({ devMailbox: true });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const bodies: Partial<Record<CallName, unknown>> = validBodies;

describe('every contract call', () => {
  it.each(Object.keys(contract) as CallName[])('%s answers with its response schema', async (name) => {
    const res = await call(name, bodies[name]);
    expect(res.status).toBe(200);
    const parsed = contract[name].response.safeParse(await res.json());
    expect(parsed.error).toBeUndefined();
  });
});

describe('content', () => {
  it('serves the seeded settings, menu tree, banners and home sections', async () => {
    const settings = await (await call('settingsdata')).json();
    expect(settings).toMatchObject({ status: 'success', setting_image_path: '/media/brand/' });
    expect(settings.sitesettings.logo).toBe('/media/brand/logo.svg');

    const menu = contract['menue-list'].response.parse(await (await call('menue-list')).json());
    expect(menu.data.map((m) => m.menu_name)).toEqual(['Jewellery', 'Our Story']);
    expect(menu.data[0]?.menu_id).toBe(10);
    expect(menu.data[0]?.children[0]?.categories?.cat_slug).toBe('necklaces');
    expect(menu.data[0]?.children[0]?.children[0]?.menu_name).toBe('Kundan');

    const banners = await (await call('top-banner-list')).json();
    expect(banners.resTopBannerData).toHaveLength(1);
    expect(banners.resMobileBannerData[0].slider_view).toBe(1);

    const home = await (await call('dashboard')).json();
    expect(home.resAppearanceHomeBrowserData[0].has_many_home_inner[0].has_many_home_details[0]).toMatchObject({
      home_type: 11,
      home_brij_heading: 'New arrivals',
    });
  });

  it('finds a page by its slug whatever slashes and case surround it, and stores nothing', async () => {
    const before = await subscriptions();
    for (const slug of ['our-story', '/our-story/', '//Our-Story//']) {
      expect(await (await call('pagecontent', { slug })).json(), slug).toMatchObject({
        status: 'success',
        data: { page_name: 'Our Story' },
      });
    }
    const refused = await call('pagecontent', { slug: 42 });
    expect(refused.status).toBe(400);
    expect(await subscriptions()).toBe(before);
  });

  it('answers a known page and reports an unknown one as a business error', async () => {
    const page = await (await call('pagecontent', { slug: '/Our-Story' })).json();
    expect(page).toMatchObject({ status: 'success', data: { page_name: 'Our Story', page_show_title: true } });
    expect(page.resAppearanceHomeBrowserData).toHaveLength(1);

    const missing = await call('pagecontent', { slug: 'no-such-page' });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({
      status: 'error',
      message: serverMessages.pageNotFound,
      data: null,
      header_image_path: '/media/pages/',
      resAppearanceHomeBrowserData: [],
      resAppearanceHomeMobileData: [],
    });
  });

  it('says the session expired when there is no valid user', async () => {
    const res = await call('get-user-data', undefined, { Authorization: 'Bearer made-up' });
    expect(await res.json()).toEqual({ status: 'error', message: messages.sessionExpired, rowUserData: null });
  });
});

describe('request validation', () => {
  it('refuses a bad newsletter e-mail with the field message and stores nothing', async () => {
    const before = await subscriptions();
    const res = await call('subscription-process', { newsletter_email: 'not-an-email' });
    expect(res.status).toBe(400);
    const body = ValidationErrorSchema.parse(await res.json());
    expect(body).toEqual({
      status: 'error',
      message: 'Validation failed',
      errors: { newsletter_email: [messages.invalidEmail] },
    });
    const empty = ValidationErrorSchema.parse(await (await call('subscription-process', {})).json());
    expect(empty.errors.newsletter_email).toEqual([messages.newsletterEmpty]);
    expect(await subscriptions()).toBe(before);
  });

  it('refuses an empty search term with the spec message', async () => {
    const res = await call('getsearchresultdata', { search_filter: '  ' });
    expect(res.status).toBe(400);
    expect(ValidationErrorSchema.parse(await res.json()).errors).toEqual({ search_filter: [messages.searchEmpty] });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call('pagecontent', '{"slug":');
    expect(res.status).toBe(400);
    expect(ValidationErrorSchema.safeParse(await res.json()).success).toBe(true);
  });
});

describe('access', () => {
  it('requires the access key', async () => {
    for (const headers of [{ 'x-access-key': '' }, { 'x-access-key': 'guess' }]) {
      const res = await call('settingsdata', undefined, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'error', message: 'Invalid access key' });
    }
    const bare = await server.app.request(`${API_PREFIX}/settingsdata`);
    expect(bare.status).toBe(401);
  });

  it('answers unknown calls and wrong methods with JSON', async () => {
    const headers = { 'x-access-key': 'padmakshya-storefront' };
    const unknown = await server.app.request(`${API_PREFIX}/no-such-call`, { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 'error' });
    expect((await server.app.request(`${API_PREFIX}/pagecontent`, { headers })).status).toBe(405);
  });

  it('publishes an OpenAPI document of the contract', async () => {
    const doc = await (await server.app.request(`${API_PREFIX}/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toHaveLength(Object.keys(contract).length);
    expect(doc.paths[`${API_PREFIX}/pagecontent`].post.requestBody).toBeDefined();
  });

  it('answers over real HTTP with security headers', async () => {
    const res = await fetch(`${server.url}${API_PREFIX}/footer`, {
      headers: { 'x-access-key': 'padmakshya-storefront' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.json()).footerIdData.footer_title1).toBe('About Us');
  });
});
