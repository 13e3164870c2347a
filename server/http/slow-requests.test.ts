import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { logSlowRequests } from './slow-requests';

function appWith(elapsed: number, lines: string[]) {
  let clock = 0;
  const app = new Hono();
  app.use(
    '*',
    logSlowRequests(
      2_000,
      (line) => lines.push(line),
      () => clock,
    ),
  );
  app.get('/web-api/x', (c) => {
    clock += elapsed;
    return c.json({ ok: true }, 201);
  });
  return app;
}

describe('logSlowRequests', () => {
  it('logs a request slower than the threshold, without its query string', async () => {
    const lines: string[] = [];
    await appWith(2_500, lines).request('/web-api/x?token=secret');
    expect(lines).toEqual(['Slow request: GET /web-api/x answered 201 in 2500 ms']);
  });

  it('says nothing of a request within the threshold', async () => {
    const lines: string[] = [];
    await appWith(2_000, lines).request('/web-api/x');
    expect(lines).toEqual([]);
  });
});
