import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { testDatabase } from '../test-support/test-database';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';
import { startFakeSmtp, type FakeSmtp } from './smtp-test-kit';

let smtp: FakeSmtp;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({
    port: 0,
    ...(await testDatabase()),
    fixturesDir: writeTinyFixtures(),
    staticDir: null,
    quiet: true,
    smtpUrl: smtp.url,
    mailFrom: 'Padmakshya Orders <orders@padmakshya.in>',
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

it('a server started with SMTP_URL sends what handlers put in the outbox, and stops on close', async () => {
  const res = await apiCall(server.app, 'subscription-process', { newsletter_email: 'anika@example.in' });
  expect(res.status).toBe(200);
  // The sender looks every 5 s.
  const until = Date.now() + 15_000;
  while (smtp.accepted.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  expect(smtp.accepted.map((m) => [m.from, m.to])).toEqual([['orders@padmakshya.in', ['anika@example.in']]]);
  expect(smtp.accepted[0]?.raw).toMatch(/unsubscribe\?id=/);
}, 30_000);
