import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../main';
import { emailOutbox, orders } from '../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { simpleProduct } from '../handlers/cart/bag-test-kit';
import { guestOrder, key, line, seedCheckout } from '../handlers/checkout/order-test-kit';
import { post } from '../handlers/checkout/payment-test-kit';
import { sandboxMessages } from './sandbox-pay';

let server: RunningServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const orderOf = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0];

async function tempOrder(k: string) {
  const piece = await simpleProduct(db(), 'Chikankari Kurta', '7000.00', '6500.00', 2);
  const answer = await post(
    server.app,
    'createTempOrder',
    guestOrder([line(piece, 1)], { paymentMethod: 'UPI' }),
    key(k),
  );
  return {
    number: String(answer.body.temp_trans_order_id),
    providerOrderId: String(answer.body.temp_razorpay_order_id),
  };
}

const authorize = async (orderId: string, outcome: 'success' | 'failure', method = 'upi') => {
  const res = await server.app.request('/sandbox-pay/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, method, outcome }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: Record<string, unknown> },
  };
};

describe('the sandbox payment provider (issue 10 §4)', () => {
  it('serves a checkout script defining window.Razorpay, which the storefront’s CSP allows and frames', async () => {
    const res = await server.app.request('/sandbox-pay/checkout.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toContain('window.Razorpay = Razorpay');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self' ");
  });

  it('shows an accessible payment window with the order’s own amount, framable only by this site', async () => {
    const order = await tempOrder('window-1');
    const res = await server.app.request(
      `/sandbox-pay/window?order_id=${order.providerOrderId}&amount=1&name=Padmakshya&color=%23123456`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const { document } = new JSDOM(await res.text()).window;
    const labels = [...document.querySelectorAll('fieldset label')].map((l) => l.textContent?.trim());
    expect(labels).toEqual(['UPI', 'Card', 'Wallet', 'Net Banking']);
    expect(document.querySelector('legend')?.textContent).toBe('Payment method');
    const buttons = [...document.querySelectorAll('form button')].map((b) => b.textContent);
    // ₹6,500 + 3% GST: the amount in the query is not what is shown.
    expect(buttons).toEqual(['Pay ₹6,695.00', 'Fail payment']);
    expect(document.querySelector('#close')?.getAttribute('aria-label')).toBe('Close the payment window');
    expect(document.querySelector('h1')?.textContent).toBe('Padmakshya');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelector('script')?.getAttribute('src')).toBe('window.js');
    expect(document.querySelector('style')?.textContent).toContain('--brand:#123456');

    const checked = (html: string) =>
      new JSDOM(html).window.document.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value;
    expect(checked(document.documentElement.outerHTML)).toBe('upi');
    // Razorpay's prefill.method: the window opens on the method the shopper chose in the shop.
    const wallet = await server.app.request(`/sandbox-pay/window?order_id=${order.providerOrderId}&method=wallet`);
    expect(checked(await wallet.text())).toBe('wallet');
    const odd = await server.app.request(`/sandbox-pay/window?order_id=${order.providerOrderId}&method=cheque`);
    expect(checked(await odd.text())).toBe('upi');

    const unknown = await server.app.request('/sandbox-pay/window?order_id=order_Nothing0000000');
    expect(await unknown.text()).toContain(sandboxMessages.unknown);
  });

  it('fails a payment on request with the fields the storefront shows, and leaves the order awaiting', async () => {
    const order = await tempOrder('fail-1');
    const failed = await authorize(order.providerOrderId, 'failure', 'card');
    expect(failed.status).toBe(200);
    expect(failed.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: sandboxMessages.declined,
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.providerOrderId, payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) },
    });
    expect(await orderOf(order.number)).toMatchObject({ payment: 'awaiting' });
  });

  it('signs a successful payment as Razorpay does, and pays the order itself when the browser never confirms', async () => {
    const order = await tempOrder('success-1');
    const paid = await authorize(order.providerOrderId, 'success', 'netbanking');
    expect(paid.body).toMatchObject({
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // No paymentProcessing: the sandbox's signed payment.captured arrives by itself.
    await vi.waitFor(async () => expect((await orderOf(order.number))?.payment).toBe('paid'), {
      timeout: 10_000,
      interval: 200,
    });
    expect((await orderOf(order.number))?.paymentId).toBe(paid.body.razorpay_payment_id);
    // The browser's confirmation, late, with the window's three fields: the same order, one mail.
    const confirm = {
      paymentId: paid.body.razorpay_payment_id,
      orderId: paid.body.razorpay_order_id,
      signature: paid.body.razorpay_signature,
      temp_trans_order_id: order.number,
    };
    const answer = await post(server.app, 'paymentProcessing', confirm, { 'X-Order-Token': 'order-key-success-1' });
    expect(answer.body).toMatchObject({ status: 'success', order_number: order.number });
    expect(await db().$count(emailOutbox, eq(emailOutbox.subject, `Your Padmakshya order ${order.number}`))).toBe(1);
    // A paid order cannot be paid again in the window.
    expect((await authorize(order.providerOrderId, 'success')).status).toBe(409);
  });
});

describe('window.Razorpay (the sandbox checkout script)', () => {
  async function page() {
    const dom = new JSDOM('<!doctype html><body><button id="pay-now">Pay Now</button></body>', {
      url: 'http://shop.test/checkout',
      runScripts: 'outside-only',
    });
    dom.window.eval(await (await server.app.request('/sandbox-pay/checkout.js')).text());
    return dom.window as typeof dom.window & { Razorpay: new (o: object) => RazorpayLike };
  }
  interface RazorpayLike {
    open(): RazorpayLike;
    on(event: string, cb: (r: unknown) => void): RazorpayLike;
  }
  const tell = (win: JSDOM['window'], frame: HTMLIFrameElement, type: string, response?: unknown) =>
    win.dispatchEvent(
      new win.MessageEvent('message', {
        data: { source: 'padmakshya-sandbox-pay', type, response },
        origin: 'http://shop.test',
        source: frame.contentWindow,
      }),
    );

  it('opens the window over the page, calls the handler on success and modal.ondismiss on close', async () => {
    const win = await page();
    const handler = vi.fn();
    const ondismiss = vi.fn();
    const failed = vi.fn();
    const rzp = new win.Razorpay({
      key: 'rzp_sandbox_padmakshya',
      amount: 669_500,
      currency: 'INR',
      name: 'Padmakshya',
      order_id: 'order_Abc',
      prefill: { name: 'Kavya', email: 'kavya@example.in', contact: '9847012345' },
      handler,
      modal: { ondismiss },
      theme: { color: '#7a1f2b' },
    });
    rzp.on('payment.failed', failed).open();
    const frame = win.document.querySelector<HTMLIFrameElement>('[data-sandbox-pay] iframe')!;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/sandbox-pay/window');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      order_id: 'order_Abc',
      amount: '669500',
      key: 'rzp_sandbox_padmakshya',
    });
    expect(win.document.querySelector('[data-sandbox-pay]')?.getAttribute('aria-modal')).toBe('true');
    expect((win.document.getElementById('pay-now') as HTMLButtonElement & { inert: boolean }).inert).toBe(true);

    const failure = { error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: 'order_Abc', payment_id: 'pay_1' } } };
    tell(win, frame, 'failure', failure);
    expect(failed).toHaveBeenCalledWith(failure);
    expect(win.document.querySelector('[data-sandbox-pay]')).not.toBeNull(); // stays open for another try

    // A message from anywhere else is ignored.
    win.dispatchEvent(
      new win.MessageEvent('message', {
        data: { source: 'padmakshya-sandbox-pay', type: 'success' },
        origin: 'http://evil.test',
      }),
    );
    expect(handler).not.toHaveBeenCalled();

    const response = {
      razorpay_payment_id: 'pay_2',
      razorpay_order_id: 'order_Abc',
      razorpay_signature: 'f'.repeat(64),
    };
    tell(win, frame, 'success', response);
    expect(handler).toHaveBeenCalledWith(response);
    expect(win.document.querySelector('[data-sandbox-pay]')).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();

    new win.Razorpay({ key: 'k', order_id: 'order_Def', modal: { ondismiss } }).open();
    const second = win.document.querySelector<HTMLIFrameElement>('[data-sandbox-pay] iframe')!;
    tell(win, second, 'dismiss');
    expect(ondismiss).toHaveBeenCalledOnce();
    expect(win.document.querySelector('[data-sandbox-pay]')).toBeNull();
    expect((win.document.getElementById('pay-now') as HTMLButtonElement & { inert: boolean }).inert).toBe(false);
  });

  it('needs a key, as Razorpay’s does', async () => {
    const win = await page();
    expect(() => new win.Razorpay({})).toThrow('No key passed');
  });
});
