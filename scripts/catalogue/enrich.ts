import { JEWELLERY, prng, type Product } from './products';
import { COLOUR_TERMS, METAL, PLANS, STONE } from './words';

/**
 * What every product gains (hand-written or generated): MOQ, highlights, tabs, dimensions, a size guide, the
 * date it was added, filterable terms, 'Complete the look' pieces and related products. Deterministic.
 */

const has = (text: string, word: string) => text.toLowerCase().includes(word);
const SIZE_GUIDE: Record<string, number> = { rings: 1, bangles: 2, bracelets: 2, lehengas: 3, kurtas: 3 };
/** Which categories complete a look for which. */
const LOOKS: Record<string, string[]> = {
  necklaces: ['earrings', 'bangles', 'rings'],
  earrings: ['necklaces', 'rings', 'bracelets'],
  bangles: ['rings', 'earrings', 'necklaces'],
  bracelets: ['rings', 'earrings'],
  rings: ['earrings', 'bracelets', 'necklaces'],
  sarees: ['necklaces', 'earrings', 'bangles'],
  lehengas: ['necklaces', 'earrings', 'dupattas'],
  kurtas: ['dupattas', 'earrings', 'stoles'],
  dupattas: ['kurtas', 'earrings'],
  stoles: ['kurtas', 'sarees'],
};
const CARE: Record<'jewellery' | 'textile', string> = {
  jewellery:
    '<p>Keep away from perfume, water and sprays. Wipe with a soft dry cloth after wearing and store in the pouch it came in.</p>',
  textile:
    '<p>Dry clean the first time. After that, a gentle hand wash in cold water; dry in the shade and iron on the reverse.</p>',
};

function highlights(p: Product, jewel: boolean): string {
  const stone = ['emerald', 'ruby', 'sapphire', 'pearl', 'polki', 'kundan'].find((w) => has(p.product_name, w));
  const items = jewel
    ? [
        'Handcrafted in Jaipur',
        '92.5 silver with 22k gold plating',
        stone ? `${stone[0]?.toUpperCase()}${stone.slice(1)} set by hand` : 'Hand-set stones',
        'Comes in a gift box',
      ]
    : ['Handwoven by artisans', 'Natural dyes', 'Made in India', 'Ships folded in a cotton bag'];
  return items.join('##');
}

function filterTerms(p: Product, jewel: boolean): number[] {
  const name = p.product_name;
  if (jewel) {
    const metal =
      has(name, 'antique') || has(name, 'temple') ? METAL.antique : has(name, 'silver') ? METAL.silver : METAL.yellow;
    const stone = (['emerald', 'ruby', 'sapphire', 'pearl', 'polki'] as const).find((w) => has(name, w));
    const terms: number[] = p.variations ? [] : [metal];
    if (stone && !p.variations?.some((v) => v.terms.some((t) => t >= STONE.emerald && t <= STONE.polki))) {
      terms.push(STONE[stone]);
    }
    return terms;
  }
  const colour = Object.entries(COLOUR_TERMS).find(([w]) => has(name, w))?.[1];
  return colour === undefined || p.variations ? [] : [colour];
}

function pickFrom(list: Product[], count: number, seed: string): number[] {
  const r = prng(seed);
  const pool = [...list];
  const out: number[] = [];
  while (out.length < count && pool.length > 0) {
    const [chosen] = pool.splice(Math.floor(r() * pool.length), 1);
    if (chosen) out.push(chosen.product_id);
  }
  return out;
}

/** Adds the issue 9 fields to `p`; `all` is the whole catalogue (for looks and related products). */
export function enrich(p: Product, all: Product[]): Product {
  const jewel = JEWELLERY.has(p.cat_slug);
  const plan = PLANS.find((x) => x.slug === p.cat_slug);
  const [length, width, height] = plan?.dimensions ?? ['1.00', '1.00', '1.00'];
  const sellable = all.filter((x) => Number(x.product_selling_price) > 0 && x.product_id !== p.product_id);
  const lookCats = Number(p.product_selling_price) > 0 ? (LOOKS[p.cat_slug] ?? []) : [];
  const looks = lookCats.flatMap((cat, k) =>
    pickFrom(
      sellable.filter((x) => x.cat_slug === cat),
      1,
      `${p.product_slug}-look-${k}`,
    ),
  );
  const related = pickFrom(
    sellable.filter((x) => x.cat_slug === p.cat_slug),
    4,
    `${p.product_slug}-related`,
  );
  // Added a day and a half apart, hand-written ones first; the bespoke commission is the oldest of all.
  const added =
    Number(p.product_selling_price) > 0
      ? Date.UTC(2025, 0, 1, 4, 30) + p.product_id * 36 * 3_600_000
      : Date.UTC(2024, 5, 1, 4, 30);
  const guide = SIZE_GUIDE[p.cat_slug];
  return {
    ...p,
    product_moq: p.cat_slug === 'stoles' && p.product_id % 3 === 0 ? 2 : 1,
    product_highlight: highlights(p, jewel),
    product_tabs: [
      { tab_name: 'Description', tab_description: `<p>${p.product_description}</p>` },
      { tab_name: 'Care', tab_description: jewel ? CARE.jewellery : CARE.textile },
      {
        tab_name: 'Shipping & Returns',
        tab_description: '<p>Ships across India in 5-7 days. Made-to-order pieces take approximately 25-30 days.</p>',
      },
    ],
    product_length: length,
    product_width: width,
    product_height: height,
    ...(guide ? { size_guide_id: guide } : {}),
    created_at: new Date(added).toISOString(),
    terms: filterTerms(p, jewel),
    looks,
    related,
  };
}
