/**
 * A small, known catalogue for the catalogue handlers' tests (written with the tiny fixtures), and an oracle
 * that answers listing questions in plain TypeScript, so the SQL is checked against an independent reading of
 * the rules (catalogue §2, §9): OR within an attribute, AND across, price buckets on the selling price.
 */

export const METAL = { gold: 1, silver: 2, rose: 3 } as const;
export const STONE = { emerald: 4, ruby: 5 } as const;
export const SIZE = { s8: 6, s10: 7, s12: 8 } as const;
const ATTRIBUTE_OF: Record<number, number> = { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3, 8: 3 };

const CATEGORIES = ['necklaces', 'rings', 'sarees'] as const;
/** Selling prices on both sides of every bucket edge. */
const PRICES = ['5000.00', '14999.99', '15000.00', '39999.00', '40000.00', '69999.99', '70000.00', '120000.00'];

export interface TestProduct {
  id: number;
  cat: (typeof CATEGORIES)[number];
  selling: string;
  terms: number[];
  collections: string[];
  tags: string[];
  created: string;
}

const simple: TestProduct[] = Array.from({ length: 30 }, (_, k) => {
  const id = k + 1;
  const cat = CATEGORIES[id % 3] ?? 'necklaces';
  const jewel = cat !== 'sarees';
  return {
    id,
    cat,
    selling: PRICES[id % PRICES.length] ?? '5000.00',
    terms: jewel ? [(id % 3) + 1, id % 2 === 0 ? STONE.emerald : STONE.ruby] : [],
    collections: [...(id % 4 === 0 ? ['bridal'] : []), ...(id % 5 === 0 ? ['festive'] : [])],
    tags: id % 6 === 0 ? ['new'] : [],
    // Not in id order: New Arrivals must sort by date.
    created: new Date(Date.UTC(2025, 0, 1) + ((id * 7) % 30) * 86_400_000).toISOString(),
  };
});

/** Product 31: a variable ring. Its card shows its cheapest variation (Silver, 8: 9000.50, 3 in stock). */
export const VARIABLE_ID = 31;
/** Product 32: a necklace that cannot be sold (selling price 0). */
export const UNSELLABLE_ID = 32;

export const testProducts: TestProduct[] = [
  ...simple,
  {
    id: VARIABLE_ID,
    cat: 'rings',
    selling: '9000.50',
    terms: [METAL.gold, METAL.silver, SIZE.s8, SIZE.s10, STONE.ruby],
    collections: ['bridal'],
    tags: [],
    created: '2025-03-01T00:00:00.000Z',
  },
  {
    id: UNSELLABLE_ID,
    cat: 'necklaces',
    selling: '0.00',
    terms: [METAL.gold],
    collections: [],
    tags: [],
    created: '2024-01-01T00:00:00.000Z',
  },
];

const fixtureProduct = (p: TestProduct) => ({
  product_id: p.id,
  product_name: `Test ${p.cat} ${p.id}`,
  product_slug: `test-${p.id}`,
  product_sku: `T-${p.id}`,
  product_description: `Product ${p.id}`,
  product_price: p.id === VARIABLE_ID ? '10000.00' : p.selling,
  product_selling_price: p.selling,
  product_label_name: '',
  product_type: p.id === VARIABLE_ID ? 1 : 0,
  product_stock: p.id % 4 === 0 ? null : p.id % 4,
  cat_slug: p.cat,
  collections: p.collections,
  tags: p.tags,
  images: [`/media/products/test-${p.id}.webp`],
  created_at: p.created,
  size_guide_id: p.cat === 'rings' ? 1 : undefined,
  ...(p.id === VARIABLE_ID
    ? {
        terms: [STONE.ruby],
        variations: [
          { pv_sku: 'T-31-G8', pv_price: '20000.00', pv_selling_price: '20000.00', pv_stock: null, terms: [1, 6] },
          { pv_sku: 'T-31-G10', pv_price: '18000.00', pv_selling_price: '17500.00', pv_stock: 0, terms: [1, 7] },
          {
            pv_sku: 'T-31-S8',
            pv_price: '10000.00',
            pv_selling_price: '9000.50',
            pv_stock: 3,
            pv_moq: 2,
            pv_length: '0.90',
            pv_images: ['/media/products/test-31-silver.webp'],
            terms: [2, 6],
          },
        ],
        looks: [2, 1],
        related: [5, 8, 11],
      }
    : { terms: p.terms }),
});

const term = (id: number, name: string, value = name) => ({ terms_id: id, terms_name: name, terms_value: value });

/** Overrides for startTestServer({ fixtures }). */
export const catalogueFixtures = {
  'catalogue/categories.json': CATEGORIES.map((slug, i) => ({
    cat_id: i + 1,
    cat_name: slug[0]?.toUpperCase() + slug.slice(1),
    cat_slug: slug,
    cat_image: `/media/categories/${slug}.webp`,
    cat_desc: `All our ${slug}`,
    cat_sort: i,
    cat_tabs: [{ tab_name: 'Care', tab_description: '<p>Keep dry</p>' }],
  })),
  'catalogue/collections.json': ['bridal', 'festive'].map((slug, i) => ({
    cat_id: 101 + i,
    cat_name: `The ${slug} edit`,
    cat_slug: slug,
    cat_image: `/media/collections/${slug}.webp`,
    cat_desc: '',
    cat_show_header_image: false,
  })),
  'catalogue/tags.json': [
    { tag_id: 1, tag_name: 'New', tag_slug: 'new' },
    { tag_id: 2, tag_name: 'Gifts', tag_slug: 'gift' },
  ],
  'catalogue/attributes.json': [
    {
      attribute_id: 1,
      attribute_name: 'Metal Colour',
      attribute_type: 1,
      terms: [term(1, 'Gold', '#d4a537'), term(2, 'Silver', '#c4c4c4'), term(3, 'Rose Gold', '#c98a6b')],
    },
    {
      attribute_id: 2,
      attribute_name: 'Stone',
      attribute_type: 2,
      terms: [
        { ...term(4, 'Emerald', '#0f5e46'), terms_image: '/media/terms/emerald.webp' },
        { ...term(5, 'Ruby', '#9b1b30'), terms_image: '/media/terms/ruby.webp' },
      ],
    },
    {
      attribute_id: 3,
      attribute_name: 'Ring Size',
      attribute_type: 3,
      terms: [term(6, '8'), term(7, '10'), term(8, '12')],
    },
  ],
  'catalogue/size-guides.json': [
    { size_guide_id: 1, size_guide_name: 'Ring Size Guide', size_guide_image: '/media/size-guides/rings.webp' },
  ],
  'catalogue/theme-settings.json': {
    ts_category_show_filter: true,
    ts_category_show_breadcrumb: true,
    ts_collection_show_filter: false,
    ts_collection_show_breadcrumb: true,
    ts_page_show_filter: true,
    ts_page_show_breadcrumb: false,
  },
  'catalogue/products.json': testProducts.map(fixtureProduct),
};

// ---- The oracle ----

export interface Query {
  scope?: (p: TestProduct) => boolean;
  terms?: number[];
  price?: string | null;
}

const cents = (p: TestProduct) => Math.round(Number(p.selling) * 100);

export function inPrice(p: TestProduct, range: string | null | undefined): boolean {
  if (range === 'under-15000') return cents(p) < 1_500_000;
  if (range === 'under-40000') return cents(p) < 4_000_000;
  if (range === 'under-70000') return cents(p) < 7_000_000;
  if (range === 'above-70000') return cents(p) >= 7_000_000;
  return true;
}

/** Every chosen attribute matched by one of its chosen terms; `except` leaves one attribute out. */
export function matchesTerms(p: TestProduct, terms: number[], except?: number): boolean {
  const byAttribute = new Map<number, number[]>();
  for (const t of terms) byAttribute.set(ATTRIBUTE_OF[t] ?? 0, [...(byAttribute.get(ATTRIBUTE_OF[t] ?? 0) ?? []), t]);
  return [...byAttribute].every(([a, ts]) => a === except || ts.some((t) => p.terms.includes(t)));
}

export const listing = (q: Query): TestProduct[] =>
  testProducts.filter((p) => (q.scope ?? (() => true))(p) && inPrice(p, q.price) && matchesTerms(p, q.terms ?? []));

/** The facet count of `termId`: its own attribute's choice left out. */
export const termCount = (q: Query, termId: number): number =>
  testProducts.filter(
    (p) =>
      (q.scope ?? (() => true))(p) &&
      inPrice(p, q.price) &&
      matchesTerms(p, q.terms ?? [], ATTRIBUTE_OF[termId]) &&
      p.terms.includes(termId),
  ).length;

export const byCents = cents;
