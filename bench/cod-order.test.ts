import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { codOrderChecks, measureCodOrders } from './cod-order';

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

/** A stand-in for makeCodOrder: places every order but the 15th, which it refuses as the server would. */
function fakeShop(): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  running = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const n = seen.length;
      const answer =
        n === 15
          ? { status: 'error', order_number: '', message: 'The price of Bandhani Dupatta Saffron has changed.' }
          : { status: 'success', order_number: `PDK-${String(n).padStart(10, '0')}`, message: 'Order placed' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  const server = running;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, seen })),
  );
}

it('places guest COD orders one by one, each with its own key, and counts a refused one as failed', async () => {
  const { port, seen } = await fakeShop();
  const figure = await measureCodOrders(port, 20);

  expect(seen).toHaveLength(30); // 10 warm-up orders, then the 20 measured
  expect(seen.every((s) => s.path === `${API_PREFIX}/makeCodOrder`)).toBe(true);
  expect(seen.every((s) => s.headers[ACCESS_KEY_HEADER.toLowerCase()] === 'padmakshya-storefront')).toBe(true);
  expect(new Set(seen.map((s) => s.headers['idempotency-key'])).size).toBe(30);
  expect(seen[0]?.body).toMatchObject({
    paymentMethod: 'COD',
    parsedAddressSession: { user_address: { ua_state_id: 29, ua_city_id: 188 } },
    parsedCartSession: [
      { product_id: 105, quantity: 1 },
      { product_id: 134, quantity: 2 },
    ],
  });

  expect(figure).toMatchObject({ orders: 20, warmup: 10, ok: 19, failures: 1 });
  expect(figure.failureLines).toEqual([expect.stringContaining('order 15: HTTP 200 error: The price of')]);
  expect(figure.p50Ms).toBeGreaterThan(0);
  expect(codOrderChecks(figure)).toEqual([expect.objectContaining({ actual: '1', pass: false })]);
});
