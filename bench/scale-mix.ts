import type { ListingSort, PriceRange } from '@schemas/catalogue-listing';
import type { Outcome } from './scale-load';
import { pick, seededRandom, weighted } from './pick';
import type { Listing } from './product-list-mix';

/**
 * The scale run's request mix (issue 13 §2), pure: which kind of call each arrival is, which server it goes to,
 * and the listing bodies. The weights are ours (the issue names the calls, not their shares): mostly browsing,
 * a tenth bag changes, and enough orders that some of them race for the last pieces.
 */

export type ScaleKind = 'listing' | 'product' | 'search' | 'bag-check' | 'bag' | 'order';

export const SCALE_WEIGHTS: readonly (readonly [ScaleKind, number])[] = [
  ['listing', 35],
  ['product', 25],
  ['search', 12],
  ['bag-check', 8],
  ['bag', 14],
  ['order', 6],
];

/** The kind of each of `count` arrivals, drawn by SCALE_WEIGHTS. */
export function kindSchedule(count: number, seed: number, weights = SCALE_WEIGHTS): ScaleKind[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => weighted(random, weights));
}

/** The server of arrival `i`: the ports in turn (round robin, so each gets every other request). */
export const portFor = (i: number, ports: readonly number[]): number => {
  if (ports.length === 0) throw new Error('no servers');
  return ports[i % ports.length] as number;
};

/**
 * A listing page as shoppers ask for it: any sort, sometimes a price bucket or attribute terms, and pages that
 * thin out geometrically from the first (with 100,000 products a listing has thousands of pages, and nobody
 * pages through them evenly).
 */
export function listingBody(random: () => number, listing: Listing) {
  const sort = weighted<ListingSort>(random, [
    ['', 15],
    ['random', 35],
    ['lowtohigh', 20],
    ['hightolow', 15],
    ['newarrivals', 15],
  ]);
  const priceRange = weighted<PriceRange | null>(random, [
    [null, 70],
    ['under-15000', 5],
    ['under-40000', 10],
    ['under-70000', 8],
    ['above-70000', 7],
  ]);
  const terms =
    listing.termIds.length === 0
      ? 0
      : weighted(random, [
          [0, 65],
          [1, 25],
          [2, 10],
        ]);
  const filterArray = [...new Set(Array.from({ length: terms }, () => pick(random, listing.termIds)))].sort(
    (a, b) => a - b,
  );
  const filtered = filterArray.length > 0 || priceRange !== null;
  const depth = random() < 0.6 ? 0 : 1 + Math.floor(-Math.log(1 - random()) * 4);
  const page = Math.min(filtered ? 1 + Math.min(depth, 2) : 1 + depth, listing.lastPage);
  return { body: { filterArray, sort, priceRange, slug: listing.slug, type: listing.type }, page };
}

/** Words shoppers search for: some of the catalogue's own, a few that match nothing. */
export function searchTerms(names: readonly string[], misses: readonly string[] = ['velvet', 'bangle box']): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
  }
  return [...[...words].sort(), ...misses];
}

/**
 * A makeCodOrder answer: ok with its number; refused when the only problem is that a piece the shopper was shown
 * in stock has since gone (the race the run provokes: every flagged line now reads not readily available);
 * anything else is an error.
 */
export function judgeOrder(json: unknown): { outcome: Outcome; number: string | null } {
  const answer = json as {
    status?: unknown;
    order_number?: unknown;
    updatedSessionData?: { product_item_status?: boolean; product_availability_status?: number }[];
  } | null;
  if (answer?.status === 'success' && typeof answer.order_number === 'string' && answer.order_number !== '') {
    return { outcome: { kind: 'ok' }, number: answer.order_number };
  }
  const flagged = (answer?.updatedSessionData ?? []).filter((line) => line.product_item_status);
  if (flagged.length > 0 && flagged.every((line) => line.product_availability_status === 0)) {
    return { outcome: { kind: 'refused' }, number: null };
  }
  return { outcome: { kind: 'error', what: 'order not placed' }, number: null };
}
