import { COLOUR_TERMS, DRESS_SIZES, METAL, STONE, type CategoryPlan } from './words';

/** A product record of fixtures/catalogue/products.json (fixtures/catalogue-schema.ts). */
export interface Product {
  product_id: number;
  product_name: string;
  product_slug: string;
  product_sku: string;
  product_description: string;
  product_price: string;
  product_selling_price: string;
  product_label_name: string;
  product_type: 0 | 1;
  product_stock?: number | null;
  cat_slug: string;
  collections: string[];
  tags: string[];
  images: string[];
  variations?: Variation[];
  [key: string]: unknown;
}

interface Variation {
  pv_sku: string;
  pv_price: string;
  pv_selling_price: string;
  pv_stock: number | null;
  pv_moq: number;
  pv_length: string;
  pv_width: string;
  pv_height: string;
  terms: number[];
}

/** A small seeded generator (mulberry32), seeded from a string: the same slug always draws the same numbers. */
export function prng(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Whole rupees rounded to 50, written as a decimal column writes them. */
const rupees = (n: number) => (Math.round(n / 50) * 50).toFixed(2);
const has = (text: string, word: string) => text.toLowerCase().includes(word);

const CODES: Record<string, string> = {
  necklaces: 'NK',
  earrings: 'ER',
  bangles: 'BG',
  bracelets: 'BR',
  rings: 'RG',
  sarees: 'SR',
  lehengas: 'LH',
  kurtas: 'KT',
  dupattas: 'DP',
  stoles: 'ST',
  'block-print-bedspreads': 'BS',
};
export const JEWELLERY = new Set(['necklaces', 'earrings', 'bangles', 'bracelets', 'rings']);
const QUALIFIERS = ['Heirloom', 'Petite', 'Grand', 'Classic', 'Royal'];

function uniqueName(name: string, names: Set<string>): string {
  let unique = name;
  for (let q = 0; names.has(unique); q += 1) unique = `${QUALIFIERS[q % QUALIFIERS.length] ?? ''} ${name}`;
  names.add(unique);
  return unique;
}

const stockOf = (r: number): number | null => (r < 0.25 ? null : r < 0.4 ? 0 : 1 + Math.floor((r - 0.4) * 15));

/** The first combination's own prices and stock, for a hand-written product that becomes variable. */
interface First {
  price: string;
  selling: string;
  stock: number | null;
}

function variationsOf(
  plan: CategoryPlan,
  i: number,
  sku: string,
  price: number,
  discount: number,
  name: string,
  first?: First,
) {
  const r = prng(`${sku}-variations`);
  const axes: { terms: number[]; factor: number[] }[] = [];
  if (plan.varies === 'metal' || plan.varies === 'metal-size') {
    // A hand-written product keeps its price as the cheapest: no cheaper silver beside it.
    const metals = has(name, 'silver')
      ? [METAL.silver, METAL.yellow]
      : i % 2 === 0 && !first
        ? [METAL.yellow, METAL.rose, METAL.silver]
        : [METAL.yellow, METAL.rose];
    axes.push({ terms: metals, factor: has(name, 'silver') ? [1, 1.3] : [1, 1.04, 0.72] });
  }
  if (plan.varies === 'metal-size' && plan.sizes) {
    const sizes = plan.sizes.length > 4 ? plan.sizes.slice(i % 3, (i % 3) + 4) : [...plan.sizes];
    axes.push({ terms: sizes, factor: sizes.map((_, k) => (k >= 3 ? 1.03 : 1)) });
  }
  if (plan.varies === 'stone') {
    const stones = [STONE.emerald, STONE.ruby, STONE.sapphire, STONE.pearl, STONE.polki];
    axes.push({ terms: [0, 1, 2].map((k) => stones[(i + k) % 5] ?? STONE.ruby), factor: [1, 1.06, 1.1] });
  }
  if (plan.varies === 'colour-size') {
    const named = Object.entries(COLOUR_TERMS).find(([w]) => has(name, w))?.[1] ?? COLOUR_TERMS.maroon ?? 26;
    const other = named === 28 ? 26 : 28;
    axes.push({ terms: i % 3 === 0 ? [named] : [named, other], factor: [1, 1] });
    const sizes = i % 2 === 0 ? DRESS_SIZES.slice(1, 5) : [...DRESS_SIZES];
    axes.push({ terms: sizes, factor: sizes.map((t) => (t === 25 ? 1.05 : 1)) });
  }
  const combos = axes.reduce<{ terms: number[]; factor: number }[]>(
    (acc, axis) =>
      acc.flatMap((c) =>
        axis.terms.map((t, k) => ({ terms: [...c.terms, t], factor: c.factor * (axis.factor[k] ?? 1) })),
      ),
    [{ terms: [], factor: 1 }],
  );
  const [length, width, height] = plan.dimensions;
  return combos.map<Variation>((c, k) => {
    const list = price * c.factor;
    const own = k === 0 ? first : undefined;
    return {
      pv_sku: `${sku}-${c.terms.join('-')}`,
      pv_price: own?.price ?? rupees(list),
      pv_selling_price: own?.selling ?? rupees(list * (1 - discount)),
      pv_stock: own ? own.stock : stockOf(r()),
      pv_moq: 1,
      pv_length: length,
      pv_width: width,
      pv_height: height,
      terms: c.terms,
    };
  });
}

const cheapest = (vs: Variation[]) =>
  vs.reduce((min, v) => (Number(v.pv_selling_price) < Number(min.pv_selling_price) ? v : min));

/** A new product of `plan`: name, prices, stock, labels, collections, tags, images and variations. */
export function newProduct(plan: CategoryPlan, i: number, id: number, names: Set<string>): Product {
  const name = uniqueName(plan.name(i), names);
  const slug = slugify(name);
  const sku = `PDK-${CODES[plan.slug] ?? 'XX'}-${String(id).padStart(3, '0')}`;
  const r = prng(slug);
  const [lo, hi] = plan.price;
  const price = lo + (hi - lo) * r() ** 1.6;
  const discount = r() < 0.55 ? 0 : 0.05 + Math.floor(r() * 5) * 0.05;
  const jewel = JEWELLERY.has(plan.slug);
  const variable = plan.varies !== 'none' && i % 5 !== 4;
  const oneOfAKind = jewel && !variable;
  const labels = [id > 138 ? 'New' : '', r() < 0.6 ? 'Handcrafted' : '', oneOfAKind ? 'One of a Kind' : ''];
  if (discount > 0) labels.push('Sale');
  const collections: string[] = [];
  if (has(name, 'kundan') || has(name, 'polki')) collections.push('heritage-kundan');
  if (plan.slug === 'lehengas' || (jewel && has(name, 'emerald') && r() < 0.5)) collections.push('bridal-edit');
  if (r() < 0.3) collections.push('festive-edit');
  if (!jewel && plan.slug !== 'lehengas') collections.push('handloom-stories');
  if (oneOfAKind) collections.push('one-of-a-kind');
  const tags = [
    ...(id > 138 ? ['new-arrivals'] : []),
    ...(r() < 0.15 ? ['bestseller'] : []),
    ...(r() < 0.7 ? ['handcrafted'] : []),
    ...(plan.slug === 'lehengas' || has(name, 'kundan') ? ['wedding'] : []),
  ];
  const images = [`/media/products/${slug}.webp`, `/media/products/${slug}-2.webp`];
  if (id % 4 === 0) images.push(`/media/products/${slug}-3.webp`);
  const variations = variable ? variationsOf(plan, i, sku, price, discount, name) : undefined;
  const low = variations ? cheapest(variations) : undefined;
  return {
    product_id: id,
    product_name: name,
    product_slug: slug,
    product_sku: sku,
    product_description: describe(plan.slug, name),
    product_price: low?.pv_price ?? rupees(price),
    product_selling_price: low?.pv_selling_price ?? rupees(price * (1 - discount)),
    product_label_name: labels.filter(Boolean).join(','),
    product_type: variable ? 1 : 0,
    product_stock: variable ? null : oneOfAKind ? 1 : stockOf(r()),
    cat_slug: plan.slug,
    collections,
    tags,
    images,
    ...(variations ? { variations } : {}),
  };
}

function describe(cat: string, name: string): string {
  if (JEWELLERY.has(cat)) {
    return `${name}: set by hand by our karigars in gold-plated silver, with stones chosen one by one and a finish that keeps its shine.`;
  }
  return `${name}: woven and finished by hand by artisans we have worked with for years, in colours that soften beautifully with every wash.`;
}

/**
 * Variations for a hand-written variable product (it had none): its category's attributes, the first
 * combination at exactly its own prices and stock, the others at or above them, so its card price is unchanged.
 */
export function handWrittenVariations(p: Product, plans: readonly CategoryPlan[]): Variation[] | undefined {
  const plan = plans.find((x) => x.slug === p.cat_slug);
  if (p.product_type !== 1 || !plan || plan.varies === 'none') return undefined;
  const price = Number(p.product_price);
  const discount = 1 - Number(p.product_selling_price) / price;
  const first = { price: p.product_price, selling: p.product_selling_price, stock: p.product_stock ?? null };
  return variationsOf(plan, p.product_id, p.product_sku, price, discount, p.product_name, first);
}
