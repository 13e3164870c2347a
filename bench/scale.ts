import { randomUUID } from 'node:crypto';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { rawProducts } from '@fixtures/index';
import { DEFAULT_ACCESS_KEY } from '../server/config';
import { jaipurAddress } from './cod-order';
import { pick, seededRandom } from './pick';
import { checkOrders, checkStock, rowCounts } from './scale-check';
import { type Outcome, type ScaleRequest, runScaleLoad, statusJudge } from './scale-load';
import { judgeOrder, kindSchedule, listingBody, portFor, searchTerms } from './scale-mix';
import {
  ORDER_CALL,
  overTime,
  scaleChecks,
  scaleLines,
  summarise,
  WARMUP_WINDOW_S,
  type ScaleFigures,
} from './scale-report';
import { prepareDatabase, say, SCALE, startCluster, startServers } from './scale-setup';
import { stopServer } from './server';

/**
 * `npm run bench -- --scale` (issue 13 §2): two server processes on one throwaway PostgreSQL, the catalogue grown
 * to 100,000 products, and an open-loop mixed load on 127.0.0.1 sent to the servers in turn: listings, product
 * pages, search, bag changes and COD orders, some racing for the last pieces. Prints per call count, p50, p99
 * and errors, the targets with PASS/MISS, and what the database holds afterwards (ADR 032). Writes nothing.
 * BENCH_SCALE_RATE, BENCH_SCALE_SECONDS and BENCH_SCALE_PRODUCTS shrink it for a try; BENCH_SCALE_WARM_SECONDS
 * is the longest wait for the servers' warmed listings (ADR 019) before the load. The set-up is scale-setup.ts;
 * here are the run, its requests and its report.
 */

const CALL_ORDER = [
  'product-list',
  'product-details',
  'getsearchresultdata',
  'addToCart (guest)',
  'addToCartSession',
  'cartSessionData',
  'minusToCartSession',
  ORDER_CALL,
];

export async function runScale(): Promise<ScaleFigures> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  say(`==> scale run: a throwaway PostgreSQL`);
  const cluster = await startCluster();
  const onSignal = () => void cluster.cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const data = await prepareDatabase(cluster, elapsed);
    const { db, details, checks, bagItems, race, orderItems, firstOrderId } = data;
    const shoppers = data.shoppers.map((s) => ({
      ...s,
      step: 'add' as 'add' | 'read' | 'minus',
      cartId: null as number | null,
      busy: false,
    }));
    const { ports, listings } = await startServers(cluster, data.databaseUrl);

    const random = seededRandom(SCALE.seed);
    const terms = searchTerms(rawProducts.map((p) => p.product_name));
    const address = jaipurAddress();
    const count = Math.round(((SCALE.warmupMs + SCALE.durationMs) / 1000) * SCALE.rate);
    const kinds = kindSchedule(count, SCALE.seed);
    const acknowledged: string[] = [];
    let nextShopper = 0;
    const api = (path: string) => `${API_PREFIX}/${path}`;

    const order = (port: number): ScaleRequest => {
      const item = random() < SCALE.raceShare ? pick(random, race) : pick(random, orderItems);
      const body = {
        paymentMethod: 'COD',
        shippingCharge: 0,
        parsedAddressSession: address,
        parsedCartSession: [
          {
            product_id: item.id,
            product_name: item.name,
            selected_variation: [],
            quantity: 1,
            product_selling_price: item.price,
            // Shown in stock: when the piece is gone, the order is refused rather than made to order.
            product_availability_status: 1,
          },
        ],
        parsedCouponSession: null,
        parsedGiftCardSession: null,
        textarea: 'Scale run',
      };
      return {
        call: ORDER_CALL,
        port,
        path: api('makeCodOrder'),
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': `scale-${randomUUID()}` },
        judge: (json) => {
          const { outcome, number } = judgeOrder(json);
          if (number) acknowledged.push(number);
          return outcome;
        },
      };
    };

    /** A signed-in shopper's next bag step (add, read, take one off), or a read when all are mid-change. */
    const bag = (port: number): ScaleRequest => {
      let shopper: (typeof shoppers)[number] | undefined;
      for (let k = 0; k < shoppers.length && !shopper; k += 1) {
        const candidate = shoppers[(nextShopper + k) % shoppers.length];
        if (candidate && !candidate.busy) shopper = candidate;
      }
      nextShopper += 1;
      const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
      if (!shopper) {
        const any = pick(random, shoppers);
        return { call: 'cartSessionData', port, path: api('cartSessionData'), body: '{}', headers: auth(any) };
      }
      const s = shopper;
      s.busy = true;
      const done = () => (s.busy = false);
      if (s.step === 'add' || s.cartId === null) {
        const item = pick(random, bagItems);
        return {
          call: 'addToCartSession',
          port,
          path: api('addToCartSession'),
          body: JSON.stringify({ product_id: item.id, quantity: 1 }),
          headers: { ...auth(s), 'Idempotency-Key': `scale-${randomUUID()}` },
          done,
          judge: (json) => {
            const outcome = statusJudge(json);
            const lines = (json as { data?: { resCartData?: { product_id: number; cart_id?: number }[] } }).data
              ?.resCartData;
            const line = lines?.find((l) => l.product_id === item.id);
            if (outcome.kind === 'ok' && line?.cart_id) {
              s.cartId = line.cart_id;
              s.step = 'read';
            }
            return outcome;
          },
        };
      }
      if (s.step === 'read') {
        s.step = 'minus';
        return { call: 'cartSessionData', port, path: api('cartSessionData'), body: '{}', headers: auth(s), done };
      }
      const cartId = s.cartId;
      return {
        call: 'minusToCartSession',
        port,
        path: api('minusToCartSession'),
        body: JSON.stringify({ cart_id: cartId }),
        headers: { ...auth(s), 'Idempotency-Key': `scale-${randomUUID()}` },
        done,
        judge: (json): Outcome => {
          s.cartId = null;
          s.step = 'add';
          return statusJudge(json);
        },
      };
    };

    const next = (i: number): ScaleRequest => {
      const port = portFor(i, ports);
      switch (kinds[i]) {
        case 'listing': {
          const { body, page } = listingBody(random, pick(random, listings));
          return { call: 'product-list', port, path: api(`product-list?page=${page}`), body: JSON.stringify(body) };
        }
        case 'product':
          return {
            call: 'product-details',
            port,
            path: api('product-details'),
            body: JSON.stringify({ slug: pick(random, details).slug }),
          };
        case 'search':
          return {
            call: 'getsearchresultdata',
            port,
            path: api('getsearchresultdata'),
            body: JSON.stringify({ search_filter: pick(random, terms) }),
          };
        case 'bag-check':
          return {
            call: 'addToCart (guest)',
            port,
            path: api('addToCart'),
            body: JSON.stringify({ product_id: pick(random, checks).id, quantity: 1 }),
          };
        case 'bag':
          return bag(port);
        default:
          return order(port);
      }
    };

    say(
      `==> load: ${SCALE.rate} requests/s for ${SCALE.durationMs / 1000} s (after ${SCALE.warmupMs / 1000} s not counted), open loop, ports ${ports.join(' and ')} in turn (${elapsed()})`,
    );
    const load = await runScaleLoad({
      rate: SCALE.rate,
      durationMs: SCALE.durationMs,
      warmupMs: SCALE.warmupMs,
      timeoutMs: SCALE.timeoutMs,
      maxSockets: 64,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        [ACCESS_KEY_HEADER]: process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY,
      },
      next,
    });
    // The servers stop before the database is read: nothing is still being written.
    await Promise.all(cluster.servers.map((s) => stopServer(s.child)));
    const figures: ScaleFigures = {
      rate: SCALE.rate,
      durationS: SCALE.durationMs / 1000,
      products: SCALE.products,
      servers: SCALE.servers,
      calls: summarise(load.samples, CALL_ORDER),
      windows: overTime(load.samples),
      warmup: overTime(load.warmupSamples, WARMUP_WINDOW_S),
      sentRps: load.sentRps,
      maxSendLagMs: load.maxSendLagMs,
      stock: await checkStock(
        db,
        firstOrderId,
        race.map((r) => r.id),
      ),
      orders: await checkOrders(db, firstOrderId, acknowledged),
      rowCounts: await rowCounts(db),
    };
    say(`    done (${elapsed()})`);
    return figures;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster.cleanUp();
  }
}

/** `--scale`: the run, printed; a MISS is reported, a run that could not measure fails (ADR 009). */
export async function scaleOnly(): Promise<void> {
  const figures = await runScale();
  say(`\n${scaleLines(figures, scaleChecks(figures)).join('\n')}`);
  say('\n--scale: results not written (bench/results holds full runs only)');
}
