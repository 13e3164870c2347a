import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS, mediaSrcSet, parseMediaWidth } from '@schemas/media-widths';
import { serverMessages } from '../messages';
import { createFileServer } from './file-server';
import { serveMedia } from './media';
import { createMediaResizer } from './media-resize';

/** A photograph-like image: noise does not compress away, so a smaller copy is smaller in bytes too. */
const noise = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });

const dir = mkdtempSync(join(tmpdir(), 'padmakshya-media-'));
let original: Buffer;
const app = new Hono();

beforeAll(async () => {
  mkdirSync(join(dir, 'products'));
  original = await noise(800, 800).webp({ quality: 60 }).toBuffer();
  writeFileSync(join(dir, 'products', 'ring.webp'), original);
  writeFileSync(join(dir, 'products', 'swatch.png'), await noise(400, 100).png().toBuffer());
  writeFileSync(join(dir, 'products', 'tiny.webp'), await noise(100, 100).webp().toBuffer());
  writeFileSync(join(dir, 'products', 'broken.webp'), Buffer.from('RIFF0000WEBPnot an image'));
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  serveMedia(app, dir);
});

const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('/media?w= (ADR 041)', () => {
  it('answers a raster image at a listed width, smaller in bytes, cached long like the original', async () => {
    const res = await app.request('/media/products/ring.webp?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(original.length);
    expect(await widthOf(res)).toBe(320);
    const png = await app.request('/media/products/swatch.png?w=192');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await widthOf(png)).toBe(192);
  });

  it('revalidates a copy by its own ETag', async () => {
    const first = await app.request('/media/products/ring.webp?w=480');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe((await app.request('/media/products/ring.webp')).headers.get('etag'));
    const again = await app.request('/media/products/ring.webp?w=480', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers the original when it is no wider than asked or cannot be decoded', async () => {
    const wide = await app.request('/media/products/ring.webp?w=960');
    expect(Buffer.from(await wide.arrayBuffer()).equals(original)).toBe(true);
    expect(await widthOf(await app.request('/media/products/tiny.webp?w=192'))).toBe(100);
    const broken = await app.request('/media/products/broken.webp?w=320');
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe('RIFF0000WEBPnot an image');
  });

  it('gives a 400 with the field message for a width not on the list, and for a file with no copies', async () => {
    for (const w of ['300', '', 'abc', '320.0', '-320', '9'.repeat(5000), '0x140']) {
      const res = await app.request(`/media/products/ring.webp?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(await res.json()).toEqual({ errors: { w: serverMessages.mediaWidth } });
    }
    const svg = await app.request('/media/logo.svg?w=320');
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({ errors: { w: serverMessages.mediaNotRaster } });
  });

  it('gives a 404 for a missing file or a path outside the media folder', async () => {
    expect((await app.request('/media/products/none.webp?w=320')).status).toBe(404);
    expect((await app.request('/media/products/..%2F..%2Fetc%2Fpasswd.png?w=320')).status).toBe(404);
    expect((await app.request('/media/%2E%2E/secret.webp?w=320')).status).toBe(404);
  });

  it('makes one copy for concurrent requests and keeps at most maxBytes of copies', async () => {
    const resizer = createMediaResizer(createFileServer(dir), { maxBytes: 1 });
    const [a, b] = await Promise.all([
      resizer.resize('/products/ring.webp', 320),
      resizer.resize('/products/ring.webp', 320),
    ]);
    expect(a).toBe(b);
    // Over the budget, the copy was let go: asking again makes a new one with the same bytes.
    const c = await resizer.resize('/products/ring.webp', 320);
    expect(c).not.toBe(a);
    expect(c && c !== 'not-raster' && a && a !== 'not-raster' && c.body.equals(a.body)).toBe(true);
  });
});

describe('mediaSrcSet', () => {
  it('lists the widths below the image, then the image at its own width', () => {
    expect(mediaSrcSet('/media/products/ring.webp', 600)).toBe(
      '/media/products/ring.webp?w=192 192w, /media/products/ring.webp?w=320 320w, /media/products/ring.webp?w=480 480w, /media/products/ring.webp 600w',
    );
  });

  it('leaves other hosts, SVG, queried and tiny images alone', () => {
    expect(mediaSrcSet('https://cdn.example.com/media/a.webp', 600)).toBeUndefined();
    expect(mediaSrcSet('/media/brand/logo.svg', 600)).toBeUndefined();
    expect(mediaSrcSet('/media/a.webp?v=2', 600)).toBeUndefined();
    expect(mediaSrcSet('/media/../a.webp', 600)).toBeUndefined();
    expect(mediaSrcSet('/img/default_img.png', 600)).toBeUndefined();
    expect(mediaSrcSet('/media/a.webp', MEDIA_WIDTHS[0])).toBeUndefined();
  });

  it('parses only listed widths', () => {
    expect(parseMediaWidth('320')).toBe(320);
    expect(parseMediaWidth('0320')).toBe(320);
    expect(parseMediaWidth('321')).toBeNull();
  });
});
