import { describe, expect, it } from 'vitest';
import type { LcpProbe } from './lcp-probe';
import { limitPageHtml, startLimitServer } from './limit-page';

const imageProbe: LcpProbe = {
  route: '/product/antique-gold-kada-pair',
  kind: 'image',
  url: 'http://localhost:1/media/products/antique-gold-kada-pair.webp',
  rect: { left: 16, top: 120.5, width: 380, height: 380 },
  objectFit: 'cover',
  text: '',
  font: { family: 'serif', size: '16px', weight: '400', lineHeight: 'normal' },
  element: 'img.gallery',
};
const textProbe: LcpProbe = {
  ...imageProbe,
  route: '/cart',
  kind: 'text',
  url: '',
  rect: { left: 0, top: 200, width: 412, height: 48 },
  text: 'Your bag is <empty>',
  font: { family: "'Iowan Old Style', Georgia, serif", size: '24px', weight: '600', lineHeight: '32px' },
};

describe('the static limit page', () => {
  it('shows the same image at the measured place and size, with no script or stylesheet', () => {
    const html = limitPageHtml(imageProbe, '/limit/0/image');
    expect(html).toContain('<img src="/limit/0/image"');
    expect(html).toContain('width="380" height="380"');
    expect(html).toContain('left:16px;top:120.5px;width:380px;height:380px');
    expect(html).toContain('object-fit:cover');
    expect(html).not.toMatch(/<script|<link|<style/);
  });

  it('shows the same text in the measured font family, size, weight and line height, escaped', () => {
    const html = limitPageHtml(textProbe, '');
    expect(html).toContain('font:600 24px/32px &#39;Iowan Old Style&#39;, Georgia, serif"');
    expect(html).toContain('Your bag is &lt;empty&gt;</p>');
    expect(html).not.toContain('<img');
  });

  it('is served with its image from 127.0.0.1, and nothing else is', async () => {
    const image = { body: Buffer.from([1, 2, 3, 4]), type: 'image/webp' };
    const server = await startLimitServer([
      { route: '/cart', html: limitPageHtml(textProbe, ''), image: null },
      { route: imageProbe.route, html: limitPageHtml(imageProbe, '/limit/1/image'), image },
    ]);
    try {
      const url = server.urlFor(imageProbe.route);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/limit\/1\/$/);
      const page = await fetch(url);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('/limit/1/image');
      const bytes = await fetch(new URL('image', url));
      expect(bytes.headers.get('content-type')).toBe('image/webp');
      expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([1, 2, 3, 4]);
      expect((await fetch(new URL('/limit/0/image', url))).status).toBe(404);
      expect((await fetch(new URL('/limit/7/', url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
