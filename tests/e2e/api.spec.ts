import { ACCESS_HEADERS, postCall, uniqueEmail } from '../support/api';
import { expect, test } from '../support/test';

// Agreed conventions: every call at /web-api/<path>, x-access-key required, a bad body is a 400 with field
// messages (ValidationErrorSchema); ARCHITECTURE: security headers and immutable caching of hashed assets.
test.describe('server contract and delivery @desktop', () => {
  test('a bad body gets a 400 with the spec field messages', async ({ request }) => {
    const email = await postCall(request, 'subscription-process', { newsletter_email: 'not-an-email' });
    expect(email.status()).toBe(400);
    expect(await email.json()).toMatchObject({
      status: 'error',
      message: expect.any(String),
      errors: { newsletter_email: ['Invalid Email Format'] },
    });

    const search = await postCall(request, 'getsearchresultdata', { search_filter: '' });
    expect(search.status()).toBe(400);
    expect(await search.json()).toMatchObject({
      status: 'error',
      errors: { search_filter: ['Please type something here to search'] },
    });
  });

  test('a duplicate subscription is refused whatever the case of the e-mail', async ({ request }) => {
    const email = uniqueEmail('case');
    const first = await postCall(request, 'subscription-process', { newsletter_email: email });
    expect(await first.json()).toMatchObject({ status: 'success' });
    const again = await postCall(request, 'subscription-process', { newsletter_email: email.toUpperCase() });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'error', message: 'This email is already subscribed.' });
  });

  test('calls without the right access key get 401', async ({ request }) => {
    const missing = await request.get('/web-api/settingsdata');
    expect(missing.status()).toBe(401);
    expect(await missing.json()).toMatchObject({ status: 'error' });
    const wrong = await request.get('/web-api/settingsdata', { headers: { 'x-access-key': 'wrong' } });
    expect(wrong.status()).toBe(401);
    const right = await request.get('/web-api/settingsdata', { headers: ACCESS_HEADERS });
    expect(right.status()).toBe(200);
    expect(await right.json()).toMatchObject({ status: 'success' });
  });

  test('unknown calls answer 404 JSON and pages fall back to the storefront', async ({ request }) => {
    const unknown = await request.get('/web-api/no-such-call', { headers: ACCESS_HEADERS });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/json');
    const deepLink = await request.get('/our-story', { headers: { accept: 'text/html' } });
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
  });

  test('every response carries the security headers', async ({ request }) => {
    for (const url of ['/', '/web-api/settingsdata']) {
      const res = await request.get(url, { headers: ACCESS_HEADERS });
      const headers = res.headers();
      const csp = Object.fromEntries(
        (headers['content-security-policy'] ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['script-src'], `${url}: CSP script-src`).toBeDefined();
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['frame-ancestors'], `${url}: CSP frame-ancestors`).toEqual(["'none'"]);
      // The only inline script is the built page's app loader, allowed by its hash (ADR 039).
      expect(csp['script-src']?.filter((source: string) => source.startsWith("'sha256-"))).toHaveLength(1);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('hashed assets are cached immutably and compressed; index.html is not cached', async ({ request }) => {
    const index = await request.get('/', { headers: { accept: 'text/html' } });
    expect(index.headers()['cache-control']).toContain('no-cache');
    const html = await index.text();
    // The app's entry is named on the page's loader, which asks for it after the first paint (ADR 039).
    const script = /<script data-app-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html loads a hashed script from /assets/').toBeDefined();
    if (!script) return;

    const asset = await request.get(script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('max-age=31536000');
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    const gzipped = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
  });
});
