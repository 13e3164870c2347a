import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '@schemas/call';
import { DEFAULT_ACCESS_KEY } from '../../config';
import { writeTinyFixtures, writeTinySite } from '../../test-support/tiny-fixtures';
import { guestOrder, INDIA, JAIPUR, RAJASTHAN } from './order-test-kit';

/**
 * Issue 10 §6: "kill -9 of the server between temp order and confirmation loses nothing". The real server runs
 * as its own process on a DATA_DIR; it is killed with SIGKILL after the temporary order was made and the sandbox
 * signed the payment, then started again on the same directory, where the payment is confirmed.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-crash-'));
const fixtures = writeTinyFixtures({
  'checkout/geography.json': JSON.parse(
    readFileSync(join(root, 'fixtures/checkout/geography.json'), 'utf8'),
  ) as unknown,
  'catalogue/products.json': [
    {
      product_id: 7,
      product_name: 'Temple Gold Necklace',
      product_slug: 'temple-gold-necklace',
      product_sku: 'SKU-7',
      product_description: 'Lakshmi coin temple necklace.',
      product_price: '150000.00',
      product_selling_price: '142000.00',
      product_label_name: '',
      product_type: 0,
      product_stock: 2,
      cat_slug: 'necklaces',
      images: ['/media/products/temple-gold-necklace.webp'],
    },
  ],
});
const site = writeTinySite();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server/main.ts` in its own process and resolves with its URL once it listens. */
function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      FIXTURES_DIR: fixtures,
      STATIC_DIR: site,
      SANDBOX_PAYMENT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Storefront on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) done({ child, url });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening: ${err}`)));
  });
}

const call = async (url: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/web-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [ACCESS_KEY_HEADER]: DEFAULT_ACCESS_KEY, ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown> & { rowProductData?: { product_stock?: number } };
};

const stockOf = async (url: string) =>
  (await call(url, 'product-details', { slug: 'temple-gold-necklace' })).rowProductData?.product_stock;

it('loses nothing when the server is killed between the temporary order and the confirmation', async () => {
  const first = await startProcess();
  const order = guestOrder([{ product_id: 7, selected_variation: [], quantity: 1, product_selling_price: 142000 }], {
    paymentMethod: 'UPI',
    parsedAddressSession: {
      user_email: 'lata.iyer@example.in',
      user_address: {
        ua_fname: 'Lata',
        ua_lname: 'Iyer',
        ua_mobile: '9840012345',
        ua_apartment: '4 Haveli Lane',
        ua_complete_address: 'Near Hawa Mahal',
        ua_pincode: '302002',
        ua_country_id: INDIA,
        ua_state_id: RAJASTHAN,
        ua_city_id: JAIPUR,
        ua_address_type: 'Home',
      },
      shipping_amount: 0,
    },
  });
  const key = { 'Idempotency-Key': 'crash-test-order-key-01' };
  const temp = await call(first.url, 'createTempOrder', order, key);
  expect(temp.status).toBe('success');
  const providerOrderId = String(temp.temp_razorpay_order_id);
  expect(await stockOf(first.url)).toBe(1);
  // The sandbox window signs the payment (with the secret the server made and stored)…
  const signed = (await (
    await fetch(`${first.url}/sandbox-pay/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: providerOrderId, method: 'upi', outcome: 'success' }),
    })
  ).json()) as Record<string, string>;
  // …and the server dies before anything confirms it (its own delivery of the payment is seconds away).
  const exited = new Promise((done) => first.child.once('exit', done));
  first.child.kill('SIGKILL');
  await exited;

  const second = await startProcess();
  try {
    // The order is still there, awaiting its payment, and still holds its piece.
    expect(await (await fetch(`${second.url}/sandbox-pay/window?order_id=${providerOrderId}`)).text()).toContain(
      'Pay ₹',
    );
    expect(await stockOf(second.url)).toBe(1);
    // The same retry of createTempOrder finds the same order.
    expect((await call(second.url, 'createTempOrder', order, key)).temp_razorpay_order_id).toBe(providerOrderId);

    const confirmed = await call(
      second.url,
      'paymentProcessing',
      {
        paymentId: signed.razorpay_payment_id,
        orderId: signed.razorpay_order_id,
        signature: signed.razorpay_signature,
        temp_trans_order_id: temp.temp_trans_order_id,
      },
      { 'X-Order-Token': String(temp.order_token) },
    );
    expect(confirmed).toMatchObject({ status: 'success', order_number: temp.temp_trans_order_id });
    const detail = await call(
      second.url,
      'getOrderDetail',
      { trans_id: temp.temp_trans_order_id },
      {
        'X-Order-Token': String(temp.order_token),
      },
    );
    expect(detail).toMatchObject({ status: 'success' });
    // ₹1,42,000 + 3% GST ₹4,260 = ₹1,46,260.
    expect((detail.row_orders_data as { trans_amt: number }).trans_amt).toBe(146260);
    expect(await stockOf(second.url)).toBe(1);
  } finally {
    const stopped = new Promise((done) => second.child.once('exit', done));
    second.child.kill('SIGTERM');
    await stopped;
  }
}, 180_000);
