import { ACCESS_KEY_HEADER, API_PREFIX, type CallDef } from '@schemas/call';
import { categorydetails, productList } from '@schemas/calls/catalogue-pages';
import { rawCategories, rawCollections } from '@fixtures/index';
import { DEFAULT_ACCESS_KEY } from '../server/config';
import { runOpenLoad, type LoadFigure } from './load';
import { cpuShares, followedPids, sampleCpu, waitForQuietMachine, type CpuShares } from './machine';
import { productListMix, type Listing } from './product-list-mix';

export interface ProductListLoad extends LoadFigure {
  /** Listings the mix drew from, and how many of them offered attribute filters. */
  listings: number;
  filterableListings: number;
  seed: number;
  /** Where the machine's CPU went over the load, warm-up included (bench/machine.ts); absent without /proc. */
  cpu?: CpuShares;
  /** How long the load waited for the rest of the machine to settle first, and whether it did within 30 s. */
  quietWait?: { waitedMs: number; quiet: boolean };
}

export interface LoadSettings {
  rate: number;
  durationMs: number;
  warmupMs: number;
}

/** Issue 9 §6: 200 requests per second for 20 s; the warm-up (not counted) lets the server reach steady state. */
export const PRODUCT_LIST_LOAD: LoadSettings = { rate: 200, durationMs: 20_000, warmupMs: 2_000 };
/** An answer slower than this is an error; it also bounds the run (last send + this). */
const TIMEOUT_MS = 5_000;
const SEED = 9_006;
/** Filter groups the listing's panel renders (schemas/catalogue-listing.ts: 1 colour swatches, 3 sizes). */
const SHOWN_GROUP_TYPES = new Set([1, 3]);

const accessKey = () => process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY;

/** POSTs one call as the browser does and parses the answer with the call's own response schema. */
async function call<T>(
  base: string,
  def: Pick<CallDef, 'name' | 'path'> & { response: { parse(value: unknown): T } },
  body: object,
  query = '',
): Promise<T> {
  const res = await fetch(`${base}${API_PREFIX}/${def.path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ACCESS_KEY_HEADER]: accessKey() },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${def.name} ${JSON.stringify(body)}: HTTP ${res.status}`);
  return def.response.parse(await res.json());
}

/**
 * The listings of the seed (shop-all, every category and collection of fixtures/catalogue) with the filter
 * terms their panel offers (categorydetails) and their page count (product-list page 1), asked of the
 * running server the way the listing page asks.
 */
export async function discoverListings(base: string): Promise<Listing[]> {
  const scopes: Omit<Listing, 'termIds' | 'lastPage'>[] = [
    { type: '', slug: 'all' },
    ...rawCategories.map((c) => ({ type: 'category' as const, slug: c.cat_slug })),
    ...rawCollections.map((c) => ({ type: 'collection' as const, slug: c.cat_slug })),
  ];
  const listings: Listing[] = [];
  for (const scope of scopes) {
    const details = await call(base, categorydetails, { type: scope.type, cat_slug: scope.slug });
    const first = await call(
      base,
      productList,
      { filterArray: [], sort: '', priceRange: null, slug: scope.slug, type: scope.type },
      '?page=1',
    );
    const termIds = details.resAttributesData
      .filter((group) => SHOWN_GROUP_TYPES.has(group.attribute_type))
      .flatMap((group) => group.attributeterms.map((term) => term.terms_id));
    listings.push({ ...scope, termIds, lastPage: Math.max(1, first.resProductsData?.last_page ?? 1) });
  }
  return listings;
}

/**
 * `product-list` latency under an open-loop load (issue 9 §6; target p99 ≤ 50 ms) against the server on
 * 127.0.0.1:`port`, over keep-alive, with a browser's headers (it asks for compressed JSON, as shoppers do).
 */
export async function measureProductListLoad(
  port: number,
  settings: LoadSettings = PRODUCT_LIST_LOAD,
  serverPid?: number,
): Promise<ProductListLoad> {
  const listings = await discoverListings(`http://127.0.0.1:${port}`);
  const count = Math.round(((settings.warmupMs + settings.durationMs) / 1000) * settings.rate);
  const followed = followedPids(serverPid, process.pid);
  // Browsers closed by the steps before may still be exiting: the load starts once the rest is quiet.
  const quietWait = await waitForQuietMachine(serverPid, process.pid);
  const before = sampleCpu(followed);
  const figure = await runOpenLoad({
    host: '127.0.0.1',
    port,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      [ACCESS_KEY_HEADER]: accessKey(),
    },
    ...settings,
    timeoutMs: TIMEOUT_MS,
    maxSockets: 64,
    requests: productListMix(listings, count, SEED),
  });
  const cpu = serverPid ? cpuShares(before, sampleCpu(followed), serverPid, process.pid) : undefined;
  return {
    ...figure,
    ...(cpu ? { cpu } : {}),
    quietWait,
    listings: listings.length,
    filterableListings: listings.filter((l) => l.termIds.length > 0).length,
    seed: SEED,
  };
}
