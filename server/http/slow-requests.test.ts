import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
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

  it('logs a request still unanswered after the stuck threshold while it hangs, and once', async () => {
    const lines: string[] = [];
    const app = new Hono();
    let release: () => void = () => undefined;
    app.use(
      '*',
      logSlowRequests(
        2_000,
        (line) => lines.push(line),
        () => 0,
        20,
      ),
    );
    app.get('/web-api/hang', async (c) => {
      await new Promise<void>((resolve) => (release = resolve));
      return c.json({ ok: true });
    });
    const answered = app.request('/web-api/hang');
    await vi.waitFor(() => expect(lines).toEqual(['Slow request: GET /web-api/hang still unanswered after 20 ms']));
    release();
    await answered;
    expect(lines).toHaveLength(1);
  });

  it('says nothing of a request within the threshold', async () => {
    const lines: string[] = [];
    await appWith(2_000, lines).request('/web-api/x');
    expect(lines).toEqual([]);
  });
});
