/**
 * `npx tsx scripts/generate-catalogue.ts`: writes the catalogue seed (fixtures/catalogue/*.json) of issue 9 §1,
 * deterministically (a seeded generator, no clock), so a rerun gives the same files. The first 31 products were
 * written by hand: their ids, slugs, names, prices, types and stock are kept, and they gain MOQ, highlights,
 * tabs, dimensions, filter terms, size guides, looks and related products. New products (ids 32 on) come from
 * the plans in scripts/catalogue/words.ts. After a run: `npm run images`, then commit both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { ATTRIBUTES, PLANS, SIZE_GUIDES } from './catalogue/words';
import { enrich } from './catalogue/enrich';
import { handWrittenVariations, newProduct, type Product } from './catalogue/products';

const DIR = fileURLToPath(new URL('../fixtures/catalogue', import.meta.url));
const read = <T>(file: string): T => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as T;
// Written as prettier writes JSON, so a rerun and \`npx prettier --write\` agree byte for byte.
const write = (file: string, data: unknown) => {
  pending.push(
    format(JSON.stringify(data), { parser: 'json', printWidth: 120 }).then((text) =>
      writeFileSync(join(DIR, file), text),
    ),
  );
};
const pending: Promise<void>[] = [];

/** The hand-written products (ids 1-31) as they were first written, without anything this script adds. */
const HAND_WRITTEN = 31;
const BASE_KEYS = [
  'product_id',
  'product_name',
  'product_slug',
  'product_sku',
  'product_description',
  'product_price',
  'product_selling_price',
  'product_label_name',
  'product_type',
  'product_stock',
  'cat_slug',
  'collections',
  'tags',
  'images',
] as const;

const base = read<Product[]>('products.json')
  .filter((p) => p.product_id <= HAND_WRITTEN)
  .map((p) => Object.fromEntries(BASE_KEYS.filter((k) => k in p).map((k) => [k, p[k]])) as Product);

const generated: Product[] = [];
let id = HAND_WRITTEN + 1;
const names = new Set(base.map((p) => p.product_name));
for (const plan of PLANS) {
  for (let i = 0; i < plan.count; i += 1) generated.push(newProduct(plan, i, id++, names));
}
// The one product that cannot be sold (selling price 0): the storefront refuses it with "Internal Error, Please
// try later." (catalogue §5). Oldest and last in every order, so no first page shows it.
generated.push({
  product_id: id,
  product_name: 'Bespoke Polki Bridal Commission',
  product_slug: 'bespoke-polki-bridal-commission',
  product_sku: 'PDK-NK-BSP',
  product_description:
    'A bridal polki set designed with you and priced once the design is final; speak to our bridal desk to begin.',
  product_price: '0.00',
  product_selling_price: '0.00',
  product_label_name: 'Bespoke',
  product_type: 0,
  product_stock: null,
  cat_slug: 'necklaces',
  collections: ['bridal-edit'],
  tags: [],
  images: ['/media/products/kundan-polki-bridal-necklace-set.webp'],
});

const all = [
  ...base.map((p) => {
    const variations = handWrittenVariations(p, PLANS);
    return variations ? { ...p, variations } : p;
  }),
  ...generated,
];
const products = all.map((p) => enrich(p, all));

const categories = read<Record<string, unknown>[]>('categories.json').filter((c) => c.cat_slug !== 'bracelets');
categories.push({
  cat_id: 11,
  cat_name: 'Bracelets',
  cat_slug: 'bracelets',
  cat_image: '/media/categories/bracelets.webp',
  cat_desc: 'Tennis bracelets, kadas and kundan cuffs for every wrist, in gold, rose gold and silver.',
});
const withHeader = (c: Record<string, unknown>, i: number, kind: 'category' | 'collection') => ({
  ...c,
  cat_sort: i,
  cat_header_image: c.cat_image,
  // Collections open on their picture; categories alternate, so both header states are seen.
  cat_show_header_image: kind === 'collection' || i % 2 === 0,
  cat_show_title: true,
  cat_show_desc: true,
  cat_tabs: [
    { tab_name: `About ${String(c.cat_name)}`, tab_description: `<p>${String(c.cat_desc)}</p>` },
    {
      tab_name: 'Made to order',
      tab_description:
        '<p>If the design is not readily available it will be made to order, which will take us approximately 25-30 days.</p>',
    },
    { tab_name: 'Gift wrapping', tab_description: '' },
  ],
});
const collections = read<Record<string, unknown>[]>('collections.json').filter((c) => c.cat_slug !== 'one-of-a-kind');
collections.push({
  cat_id: 105,
  cat_name: 'One of a Kind',
  cat_slug: 'one-of-a-kind',
  cat_image: '/media/collections/one-of-a-kind.webp',
  cat_desc: 'Single pieces made once by our karigars: when one is gone, it is gone.',
});

write(
  'categories.json',
  categories.map((c, i) => withHeader(c, i, 'category')),
);
write(
  'collections.json',
  collections.map((c, i) => withHeader(c, i, 'collection')),
);
write('attributes.json', ATTRIBUTES);
write('size-guides.json', SIZE_GUIDES);
write('theme-settings.json', {
  ts_category_show_filter: true,
  ts_category_show_breadcrumb: true,
  ts_collection_show_filter: true,
  ts_collection_show_breadcrumb: true,
  ts_page_show_filter: true,
  ts_page_show_breadcrumb: true,
});
write('products.json', products);
await Promise.all(pending);
process.stdout.write(`${products.length} products written to fixtures/catalogue/.\n`);
