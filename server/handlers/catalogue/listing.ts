import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type CategorySummary } from '@schemas/catalogue-listing';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import type { Handler } from '../types';
import { CARD_PRICES, rowsOf, selectCards } from './cards';
import {
  groupsCondition,
  groupsExceptOwn,
  orderBy,
  priceCondition,
  resolveScope,
  scopeCondition,
  termGroups,
} from './listing-filters';

/**
 * `POST product-list?page={n}` (catalogue §2 "Product listing", §7, §9): one page of a category, collection,
 * tag or the whole shop, and exact facet counts. The spec leaves the page size to the server: 12, a grid of
 * 2, 3 or 4 columns filled evenly.
 */
export const LISTING_PAGE_SIZE = 12;

/** Category and collection images are rooted /media/ URLs; these bases serve a bare file name. */
export const CATEGORY_IMG_URL = '/media/categories/';
export const COLLECTION_IMG_URL = '/media/collections/';

interface CountRow {
  id: number;
  name: string;
  slug: string;
  image: string;
  product_count: number;
}

const summary = (r: CountRow): CategorySummary => ({
  cat_id: r.id,
  cat_name: r.name,
  cat_slug: r.slug,
  cat_image: r.image,
  product_count: r.product_count,
});

/** Categories (or collections) with how many products each holds under the price and attribute filters. */
async function categoryCounts(db: Db, kind: 'category' | 'collection', filters: SQL): Promise<CategorySummary[]> {
  const member =
    kind === 'category'
      ? sql`select c.id, c.category_id as cat_id from card c where ${filters}`
      : sql`select c.id, x.collection_id as cat_id from card c
          join product_collections x on x.product_id = c.id where ${filters}`;
  const rows = await rowsOf<CountRow>(
    db,
    sql`with card as (${CARD_PRICES}), member as (${member})
      select k.id, k.name, k.slug, k.image, count(m.id)::int as product_count
      from categories k left join member m on m.cat_id = k.id
      where k.kind = ${kind}
      group by k.id order by k.sort, k.id`,
  );
  return rows.map(summary);
}

export const productList: Handler<'product-list'> = async (body, { db, bearerToken }) => {
  const scope = await resolveScope(db, body.type, body.slug);
  const empty = { categoriesList: [], collectionList: [], termCounts: [], priceRangeCounts: [] };
  const urls = { category_img_url: CATEGORY_IMG_URL, collection_img_url: COLLECTION_IMG_URL };
  if (!scope) return { status: 'error', message: 'No such listing', ...empty, ...urls };
  const groups = await termGroups(db, body.filterArray);
  const inScope = scopeCondition(scope);
  const price = priceCondition(body.priceRange);
  const terms = groupsCondition(groups);
  const where = sql`${inScope} and ${price} and ${terms}`;

  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`with card as (${CARD_PRICES}) select count(*)::int as total from card c where ${where}`,
  );
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = body.page ?? 1;
  const customerId = await signedInCustomer(db, bearerToken);
  const data =
    page > lastPage
      ? []
      : await selectCards(db, {
          where,
          orderBy: orderBy(body.sort, scope),
          limit: LISTING_PAGE_SIZE,
          offset: (page - 1) * LISTING_PAGE_SIZE,
          customerId,
        });

  // Facets: each group counted with every other group's choice applied and its own left out.
  const termRows = await rowsOf<{ terms_id: number; product_count: number }>(
    db,
    sql`with card as (${CARD_PRICES})
      select t.id as terms_id, count(c.id)::int as product_count
      from attribute_terms t
      left join product_terms x on x.term_id = t.id
      left join card c on c.id = x.product_id and ${inScope} and ${price} and ${groupsExceptOwn(groups)}
      group by t.id order by t.id`,
  );
  const [buckets] = await rowsOf<Record<string, number>>(
    db,
    sql`with card as (${CARD_PRICES}) select
      ${sql.join(
        PRICE_RANGES.map(
          (range) => sql`(count(*) filter (where ${priceCondition(range)}))::int as ${sql.identifier(range)}`,
        ),
        sql`, `,
      )}
      from card c where ${inScope} and ${terms}`,
  );
  const filters = sql`${price} and ${terms}`;
  return {
    status: 'success',
    resProductsData: { data, current_page: page, last_page: lastPage, per_page: LISTING_PAGE_SIZE, total },
    categoriesList: await categoryCounts(db, 'category', filters),
    collectionList: await categoryCounts(db, 'collection', filters),
    ...urls,
    termCounts: termRows,
    priceRangeCounts: PRICE_RANGES.map((range) => ({ price_range: range, product_count: buckets?.[range] ?? 0 })),
  };
};
