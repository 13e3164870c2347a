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

/**
 * Razorpay's idempotent refunds (POST /v1/payments/:id/refund with X-Refund-Idempotency): the same key and body
 * answer the first refund; the same key with another body is a BAD_REQUEST; a key under 10 characters too.
 */
const refundsByKey = new Map<string, { body: string; refund: Record<string, unknown> }>();
function fakeRefund(paymentId: string, key: string | string[] | undefined, body: string) {
  const bad = (description: string) => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
  if (typeof key !== 'string' || !/^[\w-]{10,}$/.test(key)) return bad('idempotency key is invalid');
  const seenBefore = refundsByKey.get(key);
  if (seenBefore) {
    return seenBefore.body === body
      ? { status: 200, body: seenBefore.refund }
      : bad('Different request with the same idempotency key has already been processed.');
  }
  const { amount } = JSON.parse(body) as { amount: number };
  const refund = {
    id: `rfnd_Fake${String(refundsByKey.size + 1).padStart(10, '0')}`,
    entity: 'refund',
    amount,
    payment_id: paymentId,
    status: 'processed',
  };
  refundsByKey.set(key, { body, refund });
  return { status: 200, body: refund };
}

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
      const refundOf = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '')?.[1];
      if (req.method === 'POST' && refundOf && req.headers.authorization === expected) {
        const answer = fakeRefund(refundOf, req.headers['x-refund-idempotency'], text);
        res.writeHead(answer.status).end(JSON.stringify(answer.body));
      } else if (req.method !== 'POST' || req.url !== '/v1/orders') {
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

  it('refunds a payment once per idempotency key, however often it is asked', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBase: base });
    const ask = () =>
      provider.refund({
        paymentId: 'pay_FakePayment0001',
        amountPaise: 5_562_000,
        idempotencyKey: 'refund-PDK-7K3MQ9TX2H',
        notes: { order_number: 'PDK-7K3MQ9TX2H' },
      });
    const first = await ask();
    expect(first.providerRefundId).toMatch(/^rfnd_/);
    expect(await ask()).toEqual(first);
    expect(refundsByKey.size).toBe(1);
    expect(seen.at(-1)?.body).toEqual({
      amount: 5_562_000,
      speed: 'normal',
      notes: { order_number: 'PDK-7K3MQ9TX2H' },
    });
    await expect(
      provider.refund({
        paymentId: 'pay_FakePayment0001',
        amountPaise: 100,
        idempotencyKey: 'refund-PDK-7K3MQ9TX2H',
        notes: {},
      }),
    ).rejects.toThrow('Different request with the same idempotency key');
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
