import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScaleLoad, statusJudge } from './scale-load';
import { portFor } from './scale-mix';

/** Two tiny servers that answer each path as it says: ok, a business error, a 500, or never in time. */
function tinyServer(seen: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 1_500);
      if (req.url === '/500') return void res.writeHead(500).end('{}');
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/refuse' ? '{"status":"error"}' : '{"status":"success"}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('statusJudge', () => {
  it('reads a status at the top or inside data', () => {
    expect(statusJudge({ status: 'success' })).toEqual({ kind: 'ok' });
    expect(statusJudge({ data: { status: 'error' } })).toEqual({ kind: 'error', what: 'status error' });
    expect(statusJudge({ status: 0 }).kind).toBe('error');
  });
});

describe('runScaleLoad', () => {
  const seen: [string[], string[]] = [[], []];
  let servers: Server[] = [];
  beforeAll(async () => {
    servers = await Promise.all(seen.map((list) => tinyServer(list)));
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('sends every arrival on schedule to the servers in turn and judges each answer', async () => {
    const ports = servers.map((s) => (s.address() as AddressInfo).port);
    const paths = ['/ok', '/refuse', '/500', '/slow', '/ok'];
    const settledBy: number[] = [];
    const result = await runScaleLoad({
      rate: 50,
      durationMs: 200,
      warmupMs: 100,
      timeoutMs: 800,
      maxSockets: 8,
      headers: {},
      next: (i) => ({
        call: paths[i % paths.length] as string,
        port: portFor(i, ports),
        path: paths[i % paths.length] as string,
        body: '{}',
        judge: i % paths.length === 1 ? () => ({ kind: 'refused' }) : undefined,
        done: () => settledBy.push(i),
      }),
    });
    // 5 warm-up arrivals (100 ms at 50/s), then 10 measured.
    expect(result.warmup).toBe(5);
    expect(result.samples).toHaveLength(10);
    expect(settledBy.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(seen[0]).toHaveLength(8);
    expect(seen[1]).toHaveLength(7);
    const outcome = (call: string) => result.samples.filter((s) => s.call === call).map((s) => s.outcome);
    expect(outcome('/ok').every((o) => o.kind === 'ok')).toBe(true);
    expect(outcome('/refuse').every((o) => o.kind === 'refused')).toBe(true);
    expect(outcome('/500')).toEqual([
      { kind: 'error', what: 'http 500' },
      { kind: 'error', what: 'http 500' },
    ]);
    expect(outcome('/slow')).toEqual([
      { kind: 'error', what: 'timeout' },
      { kind: 'error', what: 'timeout' },
    ]);
  });
});
