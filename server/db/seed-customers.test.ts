import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from './fixture-files';
import type { RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { verifyPassword } from '../auth/password';
import { readCustomers } from './seed-customers';

let server: RunningServer;
const demo = { first_name: 'Meenakshi', last_name: 'Pillai', email: 'meenakshi@example.in', mobile: '9447011223' };
beforeAll(async () => {
  server = await startTestServer({ fixtures: { 'customers.json': [{ ...demo, password: 'Temple@2026' }] } });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

describe('the demo customers (fixtures/customers.json, listed in the README)', () => {
  it('are seeded with hashed passwords they can sign in with', async () => {
    const res = await apiCall(server.app, 'logincheck', { user_email: demo.email, user_password: 'Temple@2026' });
    expect(await res.json()).toMatchObject({ status: 'success' });
  });

  it("are the README's five, each with a password of 8 characters or more", () => {
    const customers = readCustomers(DEFAULT_FIXTURES_DIR);
    expect(customers.map((c) => c.email)).toEqual([
      'asha.verma@example.in',
      'rohan.iyer@example.in',
      'meenakshi.pillai@example.in',
      'kavya.nair@example.in',
      'arjun.mehta@example.in',
    ]);
  });

  it("carry hashes made ahead that verify the README's passwords, and no other", async () => {
    const customers = readCustomers(DEFAULT_FIXTURES_DIR);
    const checks = await Promise.all(
      customers.map(async (c) => ({
        email: c.email,
        hashed: c.password_hash !== undefined,
        right: await verifyPassword(c.password, c.password_hash ?? ''),
        wrong: await verifyPassword(`${c.password}!`, c.password_hash ?? ''),
      })),
    );
    expect(checks).toEqual(customers.map((c) => ({ email: c.email, hashed: true, right: true, wrong: false })));
  });
});
