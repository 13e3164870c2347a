import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { writeTinyFixtures, writeTinySite } from '../test-support/tiny-fixtures';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { isPrivate } from './static-site';

// No request here reaches the database, so a mock stands in for it.
const fixturesDir = writeTinyFixtures();
const makeApp = (staticDir: string) =>
  createApp(drizzle.mock(), {
    accessKey: 'k',
    staticDir,
    mediaDir: join(fixturesDir, 'images'),
    publicUrl: 'http://localhost',
    devMailbox: false,
  });
const site = writeTinySite();
// The server renderer's build sits in the served folder, as in a real build (dist/server/).
mkdirSync(join(site, 'server'));
writeFileSync(join(site, 'server', 'entry-server.js'), 'export const secret = 1;\n');
const app = makeApp(site);
const page = { accept: 'text/html,application/xhtml+xml' };

describe('the built storefront', () => {
  it('serves index.html for / with no-cache and every security header', async () => {
    const res = await app.request('/', { headers: page });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBeTruthy();
  });

  it('caches hashed assets for good and compresses them with brotli or gzip', async () => {
    const plain = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    const original = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/javascript/);

    // The first request does not wait for brotli at full effort: it gets gzip, made at once, and brotli is made
    // for the requests after it.
    const ask = () => app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await ask();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).equals(original)).toBe(true);
    let br = await ask();
    for (let tries = 0; tries < 200 && br.headers.get('content-encoding') !== 'br'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      br = await ask();
    }
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const packed = Buffer.from(await br.arrayBuffer());
    expect(packed.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(packed).equals(original)).toBe(true);

    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true);
  });

  it('answers 304 to a matching ETag and does not compress images', async () => {
    const first = await app.request('/img/default_img.png', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request('/img/default_img.png', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for page navigations only', async () => {
    const deep = await app.request('/list/category/necklaces', { headers: page });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/assets/missing-123.js', { headers: page })).status).toBe(404);
    expect((await app.request('/media/nothing/here.webp', { headers: page })).status).toBe(404);
    expect((await app.request('/some/file.json', { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('never leaves its folder', async () => {
    for (const path of ['/../package.json', '/..%2f..%2fpackage.json', '/%2e%2e/package.json']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
    }
  });

  it('never serves the renderer build, however its path is spelt', async () => {
    const spellings = [
      '/server/entry-server.js',
      '//server/entry-server.js',
      '///server/entry-server.js',
      '/.//server/entry-server.js',
      '//media/../server/entry-server.js',
      '/assets/../server/entry-server.js',
      '/Server/entry-server.js',
      '/%2e/server/entry-server.js',
    ];
    for (const path of spellings) {
      const res = await app.request(path, { headers: page });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('secret');
    }
    expect(isPrivate('/server')).toBe(true);
    expect(isPrivate('/servers/x')).toBe(false);
    expect(isPrivate('/a/../b/../server/x')).toBe(true);
  });

  it('explains how to build when dist is missing', async () => {
    const res = await makeApp(mkdtempSync(join(tmpdir(), 'padmakshya-empty-'))).request('/', { headers: page });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('/media', () => {
  it('serves fixture images with a long cache, compressing only SVG', async () => {
    const svg = await app.request('/media/brand/logo.svg', { headers: { 'accept-encoding': 'br' } });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-encoding')).toBe('br');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000');
    const webp = await app.request('/media/products/choker.webp', { headers: { 'accept-encoding': 'br' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('content-encoding')).toBeNull();
  });

  it('answers byte ranges of media with 206, as Safari needs to play a video', async () => {
    const whole = await app.request('/media/products/choker.webp');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await app.request('/media/products/choker.webp', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const outside = await app.request('/media/products/choker.webp', { headers: { range: `bytes=${size}-` } });
    expect(outside.status).toBe(416);
  });
});
