import { randomUUID } from 'node:crypto';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { makeCodOrder } from '@schemas/calls/checkout';
import { rawProducts } from '@fixtures/index';
import { DEFAULT_ACCESS_KEY } from '../server/config';
import { readCheckoutSeed } from '../server/db/seed-checkout';
import { percentile } from './load';

/** Issue 10 §6: the time to place a COD order, over 200 orders placed one after another (latency, not load). */
export const COD_ORDERS = 200;
/** Orders placed first and not counted, so the figure is the running shop's and not its first call's. */
const WARMUP_ORDERS = 10;
const TIMEOUT_MS = 10_000;

export interface CodOrderFigure {
  orders: number;
  warmup: number;
  ok: number;
  failures: number;
  /** One line per failed order (the first 20): its index and what came back. */
  failureLines: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** The bag every order carries. */
  bag: string;
}

/**
 * A guest's bag of made-to-order pieces (stock empty or 0 in fixtures/catalogue), so all the orders can be
 * placed: a saree and two dupattas, with the prices the shopper was shown (the server re-checks them).
 */
const BAG = [
  { id: 105, quantity: 1 },
  { id: 134, quantity: 2 },
];

function bagLines() {
  return BAG.map(({ id, quantity }) => {
    const product = rawProducts.find((p) => p.product_id === id);
    if (!product) throw new Error(`fixtures/catalogue has no product ${id} for the COD order bench`);
    return {
      product_id: id,
      product_name: product.product_name,
      selected_variation: [],
      quantity,
      product_selling_price: product.product_selling_price,
      product_availability_status: 0,
    };
  });
}

/** The guest's address in Jaipur, Rajasthan (ids from fixtures/checkout/geography.json). */
export function jaipurAddress() {
  const { geography } = readCheckoutSeed('fixtures');
  const city = geography.cities.find((c) => c.cities_name === 'Jaipur');
  if (!city) throw new Error('fixtures/checkout/geography.json has no Jaipur');
  return {
    user_email: 'bench.guest@example.in',
    user_address: {
      ua_fname: 'Kavya',
      ua_lname: 'Menon',
      ua_mobile: '9847012345',
      ua_apartment: 'Haveli 12, Gangori Bazar',
      ua_complete_address: 'Near Johari Bazar',
      ua_pincode: '302003',
      ua_country_id: 101,
      ua_state_id: city.state_id,
      ua_city_id: city.cities_id,
      ua_address_type: 'Home',
    },
    shipping_amount: 0,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Places `count` (+ warm-up) guest COD orders against the server on 127.0.0.1:`port`, one after another, each
 * with its own Idempotency-Key, and times each call from send to parsed answer. Every order must succeed:
 * a failure is counted and described, never timed.
 */
export async function measureCodOrders(port: number, count = COD_ORDERS): Promise<CodOrderFigure> {
  const url = `http://127.0.0.1:${port}${API_PREFIX}/${makeCodOrder.path}`;
  const body = JSON.stringify({
    paymentMethod: 'COD',
    shippingCharge: 0,
    parsedAddressSession: jaipurAddress(),
    parsedCartSession: bagLines(),
    parsedCouponSession: null,
    parsedGiftCardSession: null,
    textarea: 'Bench order',
  });
  const accessKey = process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY;
  const times: number[] = [];
  const failureLines: string[] = [];
  const numbers = new Set<string>();
  let failures = 0;
  for (let i = 0; i < WARMUP_ORDERS + count; i += 1) {
    const measured = i >= WARMUP_ORDERS;
    const started = performance.now();
    let problem: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ACCESS_KEY_HEADER]: accessKey,
          'Idempotency-Key': `bench-cod-${randomUUID()}`,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = makeCodOrder.response.safeParse(await res.json());
      const elapsed = performance.now() - started;
      if (!res.ok || !answer.success || answer.data.status !== 'success' || !answer.data.order_number) {
        problem = `HTTP ${res.status} ${answer.success ? `${answer.data.status}: ${answer.data.message}` : 'unparsable answer'}`;
      } else if (numbers.has(answer.data.order_number)) {
        problem = `order number ${answer.data.order_number} given twice`;
      } else {
        numbers.add(answer.data.order_number);
        if (measured) times.push(elapsed);
      }
    } catch (error) {
      problem = (error as Error).message;
    }
    if (problem) {
      failures += 1;
      if (failureLines.length < 20) failureLines.push(`order ${i + 1}${measured ? '' : ' (warm-up)'}: ${problem}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    orders: count,
    warmup: WARMUP_ORDERS,
    ok: times.length,
    failures,
    failureLines,
    p50Ms: round1(percentile(sorted, 0.5)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
    meanMs: round1(times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length)),
    bag: BAG.map(({ id, quantity }) => `${quantity} × product ${id}`).join(', '),
  };
}

/** The figure's lines in the bench's Markdown. */
export function codOrderLines(f: CodOrderFigure | undefined): string[] {
  if (!f) return [];
  return [
    '',
    `Time to place a COD order: makeCodOrder for a guest (${f.bag}, made to order, Jaipur), ${f.orders} orders one after another after ${f.warmup} not counted, each with its own Idempotency-Key, keep-alive on 127.0.0.1, embedded database. From send to parsed answer.`,
    '',
    '| Orders | Placed | Failed | p50 (ms) | p99 (ms) | max (ms) | mean (ms) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${f.orders} | ${f.ok} | ${f.failures} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} | ${f.meanMs} |`,
    ...f.failureLines.map((line) => `- ${line}`),
  ];
}

/** Every order must be placed (issue 10: nothing is lost); the issue sets no time target, so none is judged. */
export function codOrderChecks(f: CodOrderFigure | undefined) {
  if (!f) return [];
  return [
    {
      name: `COD orders failed (of ${f.orders + f.warmup})`,
      target: '0',
      actual: String(f.failures),
      pass: f.failures === 0,
    },
  ];
}
