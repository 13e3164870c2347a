import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePaymentProvider } from './choose';
import { razorpayProvider } from './razorpay';
import type { Db } from '../db/client';

/** A local stand-in for Razorpay's Orders API: checks basic auth and the body, answers as Razorpay does. */
const KEY_ID = 'rzp_test_FakeKey01';
const KEY_SECRET = 'fake-secret-0123456789';
const seen: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let base: string;

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => done(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((text) => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      seen.push({ auth: req.headers.authorization, body });
      res.setHeader('Content-Type', 'application/json');
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      if (req.method !== 'POST' || req.url !== '/v1/orders') {
        res.writeHead(404).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'no route' } }));
      } else if (req.headers.authorization !== expected) {
        res
          .writeHead(401)
          .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      } else if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
        res
          .writeHead(400)
          .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'amount must be at least 100' } }));
      } else {
        res.writeHead(200).end(
          JSON.stringify({
            id: 'order_FakeOrder00001',
            entity: 'order',
            amount: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the Razorpay adapter against a local fake of its API', () => {
  it('creates the order with basic auth, the amount in paise, INR, the receipt and notes', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBase: `${base}/` });
    const made = await provider.createOrder({
      amountPaise: 5_562_000,
      receipt: 'PDK-7K3MQ9TX2H',
      notes: { order_number: 'PDK-7K3MQ9TX2H' },
    });
    expect(made).toEqual({ providerOrderId: 'order_FakeOrder00001' });
    expect(seen.at(-1)?.body).toEqual({
      amount: 5_562_000,
      currency: 'INR',
      receipt: 'PDK-7K3MQ9TX2H',
      notes: { order_number: 'PDK-7K3MQ9TX2H' },
    });
    expect(provider.publicKey).toBe(KEY_ID);
    expect(provider.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it("throws with Razorpay's reason when the keys are wrong", async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: 'wrong-secret', apiBase: base });
    await expect(provider.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toThrow(
      'Razorpay did not create the order: Authentication failed',
    );
  });

  it('never sends an amount that is not whole paise', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBase: base });
    const before = seen.length;
    await expect(provider.createOrder({ amountPaise: 100.5, receipt: 'r', notes: {} })).rejects.toThrow('paise');
    expect(seen.length).toBe(before);
  });

  it('is chosen when both keys are set, and half a configuration stops start-up', async () => {
    const db = {} as Db; // Razorpay needs no stored secret
    const chosen = await choosePaymentProvider({ razorpayKeyId: KEY_ID, razorpayKeySecret: KEY_SECRET }, db);
    expect(chosen.name).toBe('razorpay');
    await expect(choosePaymentProvider({ razorpayKeyId: KEY_ID }, db)).rejects.toThrow('must be set together');
    const sandbox = await choosePaymentProvider({ sandboxSecret: 'a-sandbox-secret-0123' }, db);
    expect(sandbox.name).toBe('sandbox');
  });
});
