import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile, runOpenLoad, type LoadRequest } from './load';

interface Seen {
  at: number;
  path: string;
}

/** A server that answers after `delayMs`: JSON (gzip when asked), status 'error' for /fail, 500 for /broken. */
function slowServer(delayMs: number): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ at: performance.now(), path: req.url ?? '' });
    req.resume();
    setTimeout(() => {
      if (req.url === '/broken') return void res.writeHead(500).end('{}');
      const body = JSON.stringify({ status: req.url === '/fail' ? 'error' : 'success', pad: 'x'.repeat(2000) });
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(body) : body);
    }, delayMs);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, seen })),
  );
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

const base = { host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' }, timeoutMs: 2_000, maxSockets: 64 };
const ok: LoadRequest = { path: '/ok', body: '{}' };

describe('the open-loop load generator', () => {
  it('keeps its arrival rate when every answer takes longer than the gap between arrivals', async () => {
    const { server, port, seen } = await slowServer(150);
    running = server;
    const figure = await runOpenLoad({ ...base, port, rate: 100, durationMs: 1_000, warmupMs: 200, requests: [ok] });

    expect(seen).toHaveLength(120);
    // Arrivals keep to 10 ms apart while answers take 150 ms, so about fifteen are in flight at once: not
    // sent in one burst (span near 0), nor paced by the answers as a closed loop is (a few sockets: 5 s or more).
    const span = (seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0);
    expect(span).toBeGreaterThan(1_000);
    expect(span).toBeLessThan(2_000);
    expect(figure.socketsOpened).toBeGreaterThanOrEqual(10);
    expect(figure).toMatchObject({ rate: 100, requests: 100, ok: 100, errors: 0 });
    expect(figure.p50Ms).toBeGreaterThanOrEqual(150);
    expect(figure.p99Ms).toBeGreaterThanOrEqual(figure.p50Ms);
    expect(figure.maxMs).toBeGreaterThanOrEqual(figure.p99Ms);
    expect(figure.sentRps).toBeGreaterThan(85);
  });

  it('counts HTTP failures, business errors and timeouts, and cycles through the requests', async () => {
    const { server, port, seen } = await slowServer(5);
    running = server;
    const requests = [ok, { path: '/fail', body: '{}' }, { path: '/broken', body: '{}' }, ok];
    const figure = await runOpenLoad({ ...base, port, rate: 50, durationMs: 400, warmupMs: 0, requests });

    expect(seen.map((s) => s.path).slice(0, 5)).toEqual(['/ok', '/fail', '/broken', '/ok', '/ok']);
    expect(figure).toMatchObject({ requests: 20, ok: 10, errors: 10 });
    expect(figure.errorKinds).toEqual({ 'status error': 5, 'http 500': 5 });
    // A 500 and a business error are answers all the same.
    expect(figure.answeredRps).toBeGreaterThan(40);
  });

  it('gives up on answers slower than the timeout, counting them from their due time', async () => {
    // Answers far slower than the timeout, so a busy machine cannot blur the two (the run takes ~0.4 s).
    const { server, port } = await slowServer(5_000);
    running = server;
    const started = performance.now();
    const figure = await runOpenLoad({
      ...base,
      port,
      timeoutMs: 200,
      rate: 20,
      durationMs: 200,
      warmupMs: 0,
      requests: [ok],
    });

    expect(performance.now() - started).toBeLessThan(3_000);
    expect(figure).toMatchObject({ requests: 4, ok: 0, errors: 4, errorKinds: { timeout: 4 }, answeredRps: 0 });
    expect(figure.maxMs).toBeGreaterThanOrEqual(200);
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
