import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LcpProbe } from './lcp-probe';

/** What one limit page serves: its HTML and, for an image LCP, the image's bytes. */
export interface LimitPage {
  route: string;
  html: string;
  image: { body: Buffer; type: string } | null;
}

export interface LimitServer {
  /** The limit page's URL for a measured route. */
  urlFor(route: string): string;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/**
 * The fastest page that shows the same largest element (issue 9 §6 "static limit page"): plain HTML, no
 * script, no stylesheet, one element at the measured element's place and size: the same image bytes
 * (object-fit as measured) or the same text in the same font family, size, weight and line height. The family
 * is the element's own stack, as issue 13 asks ("the same fonts"): on a machine that has none of the stack's
 * first families, the page and its limit pay the same lookups before the text is drawn.
 */
export function limitPageHtml(probe: LcpProbe, imagePath: string): string {
  const { left, top, width, height } = probe.rect;
  const box = `position:absolute;left:${px(left)};top:${px(top)};width:${px(width)};height:${px(height)};margin:0`;
  const body =
    probe.kind === 'image'
      ? `<img src="${imagePath}" alt="" fetchpriority="high" width="${Math.round(width)}" height="${Math.round(height)}" style="${box};object-fit:${escapeHtml(probe.objectFit || 'fill')}">`
      : probe.kind === 'background'
        ? `<div style="${box};background:url(${imagePath}) center/cover no-repeat"></div>`
        : `<p style="${box};font:${escapeHtml(probe.font.weight)} ${escapeHtml(probe.font.size)}/${escapeHtml(probe.font.lineHeight)} ${escapeHtml(probe.font.family)}">${escapeHtml(probe.text)}</p>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Static limit for ${escapeHtml(probe.route)}</title>`,
    `<body style="margin:0">${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Builds the limit page of each probe, fetching its image once from the storefront (same bytes, same URL choice). */
export async function buildLimitPages(probes: LcpProbe[]): Promise<LimitPage[]> {
  return Promise.all(
    probes.map(async (probe, i) => {
      if (probe.kind === 'text') return { route: probe.route, html: limitPageHtml(probe, ''), image: null };
      const res = await fetch(probe.url, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`limit page for ${probe.route}: ${probe.url} answered ${res.status}`);
      const image = { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
      return { route: probe.route, html: limitPageHtml(probe, `/limit/${i}/image`), image };
    }),
  );
}

/** Serves the limit pages at /limit/<n>/ (and their images) from memory on 127.0.0.1. */
export function startLimitServer(pages: LimitPage[]): Promise<LimitServer> {
  const server: Server = createServer((req, res) => {
    const match = /^\/limit\/(\d+)\/(image)?$/.exec(req.url ?? '');
    const page = match ? pages[Number(match[1])] : undefined;
    if (!match || !page || (match[2] && !page.image)) return void res.writeHead(404).end();
    const [type, body] =
      match[2] && page.image
        ? [page.image.type, page.image.body]
        : ['text/html; charset=utf-8', Buffer.from(page.html)];
    res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'cache-control': 'no-cache' });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        urlFor: (route) => `http://127.0.0.1:${port}/limit/${pages.findIndex((p) => p.route === route)}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Chrome keeps its keep-alive connections open; close would wait for them.
            server.closeAllConnections();
          }),
      });
    });
  });
}
