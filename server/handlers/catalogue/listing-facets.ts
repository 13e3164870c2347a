import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type CategorySummary, type PriceRange } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { CARD_PRICES, rowsOf } from './cards';
import { priceCondition } from './listing-filters';

/**
 * A listing's total and facet counts (catalogue §2 "Product listing", §9; issue 9 §1 "Filter counts are
 * exact") in ONE statement: PGlite runs one query at a time, so each round trip and each recomputation of the
 * card prices costs every waiting request (issue 9 §6, p99 ≤ 50 ms at 200 rps). The `card` CTE is computed
 * once and shared by every count below.
 */

export interface ListingParts {
  /** Scope, price and attribute conditions on `c`, the card row. */
  inScope: SQL;
  price: SQL;
  terms: SQL;
  /** The attribute groups with `t`'s own attribute left out (listing-filters.ts `groupsExceptOwn`). */
  termsExceptOwn: SQL;
}

export interface ListingFacets {
  total: number;
  termCounts: { terms_id: number; product_count: number }[];
  priceRangeCounts: { price_range: PriceRange; product_count: number }[];
  categoriesList: CategorySummary[];
  collectionList: CategorySummary[];
}

interface FacetRow {
  total: number;
  terms: string;
  buckets: string;
  cats: string;
  cols: string;
}

/** Categories or collections of `kind` with their member counts, as a JSON array ordered as the menu is. */
const summaries = (kind: 'category' | 'collection') => sql`(select coalesce(json_agg(json_build_object(
    'cat_id', id, 'cat_name', name, 'cat_slug', slug, 'cat_image', image, 'product_count', product_count)
    order by sort, id) filter (where kind = ${kind}), '[]'::json)::text from counted_categories)`;

export async function listingFacets(db: Db, p: ListingParts): Promise<ListingFacets> {
  const where = sql`${p.inScope} and ${p.price} and ${p.terms}`;
  const filters = sql`${p.price} and ${p.terms}`;
  const buckets = sql.join(
    PRICE_RANGES.map((range) => sql`${range}::text, (count(*) filter (where ${priceCondition(range)}))::int`),
    sql`, `,
  );
  const [row] = await rowsOf<FacetRow>(
    db,
    sql`with card as materialized (${CARD_PRICES}),
      member as (
        select c.id, c.category_id as cat_id from card c where ${filters}
        union all
        select c.id, x.collection_id as cat_id from card c
          join product_collections x on x.product_id = c.id where ${filters}),
      counted_categories as (
        select k.id, k.name, k.slug, k.image, k.kind, k.sort, count(m.id)::int as product_count
        from categories k left join member m on m.cat_id = k.id group by k.id),
      term_counts as (
        select t.id as terms_id, count(c.id)::int as product_count
        from attribute_terms t
        left join product_terms x on x.term_id = t.id
        left join card c on c.id = x.product_id and ${p.inScope} and ${p.price} and ${p.termsExceptOwn}
        group by t.id)
      select
        (select count(*)::int from card c where ${where}) as total,
        (select coalesce(json_agg(json_build_object('terms_id', terms_id, 'product_count', product_count)
          order by terms_id), '[]'::json)::text from term_counts) as terms,
        (select json_build_object(${buckets})::text from card c where ${p.inScope} and ${p.terms}) as buckets,
        ${summaries('category')} as cats,
        ${summaries('collection')} as cols`,
  );
  if (!row) throw new Error('listing facets: no row');
  const counts = JSON.parse(row.buckets) as Record<string, number>;
  return {
    total: row.total,
    termCounts: JSON.parse(row.terms) as ListingFacets['termCounts'],
    priceRangeCounts: PRICE_RANGES.map((range) => ({ price_range: range, product_count: counts[range] ?? 0 })),
    categoriesList: JSON.parse(row.cats) as CategorySummary[],
    collectionList: JSON.parse(row.cols) as CategorySummary[],
  };
}
