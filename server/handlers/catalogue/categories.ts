import { eq, sql } from 'drizzle-orm';
import type { AttributeFilter, HeaderDetails, ThemeSettings } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { categories, tags, themeSettings } from '../../db/schema';
import type { Handler } from '../types';
import { rowsOf } from './cards';
import { resolveScope, type Scope } from './listing-filters';
import { carriedTerms, categorySize } from './listing-index';
import { listingIndex } from './listing-index-load';

/**
 * `GET all-categories-with-products` and `POST categorydetails` (catalogue §3, §7): the listing's header, its
 * filter groups and the theme's listing settings.
 */

interface TermRow {
  attribute_id: number;
  attribute_name: string;
  attribute_type: number;
  terms_id: number;
  terms_name: string;
  terms_value: string;
}

/**
 * Attribute groups with the terms some product in `scope` carries (the listing index, ADR 042, says which), in
 * the attributes' and terms' own order.
 */
export async function attributeFilters(db: Db, scope: Scope): Promise<AttributeFilter[]> {
  const carried = carriedTerms(await listingIndex(db), scope);
  const rows = await rowsOf<TermRow>(
    db,
    sql`select a.id as attribute_id, a.name as attribute_name, a.type as attribute_type,
        t.id as terms_id, t.name as terms_name, t.value as terms_value
      from attributes a join attribute_terms t on t.attribute_id = a.id
      order by a.sort, a.id, t.sort, t.id`,
  );
  const groups = new Map<number, AttributeFilter>();
  for (const r of rows) {
    if (!carried.has(r.terms_id)) continue;
    const group = groups.get(r.attribute_id) ?? {
      attribute_id: r.attribute_id,
      attribute_name: r.attribute_name,
      attribute_type: r.attribute_type,
      attributeterms: [],
    };
    group.attributeterms.push({ terms_id: r.terms_id, terms_name: r.terms_name, terms_value: r.terms_value });
    groups.set(r.attribute_id, group);
  }
  return [...groups.values()];
}

export const allCategoriesWithProducts: Handler<'all-categories-with-products'> = async (_body, { db }) => {
  const index = await listingIndex(db);
  const rows = await rowsOf<{ id: number; name: string; slug: string; image: string }>(
    db,
    sql`select id, name, slug, image from categories where kind = 'category' order by sort, id`,
  );
  return {
    status: 'success',
    resCategory: rows.map((r) => ({
      cat_id: r.id,
      cat_name: r.name,
      cat_slug: r.slug,
      cat_image: r.image,
      product_count: categorySize(index, r.id),
    })),
    attributesFilter: await attributeFilters(db, { kind: 'all', key: 'all' }),
  };
};

/** Every flag on when the theme row is missing: a listing shows its filter and breadcrumb by default. */
async function theme(db: Db): Promise<ThemeSettings> {
  const [row] = await db.select().from(themeSettings).where(eq(themeSettings.id, 1));
  return {
    ts_category_show_filter: row?.categoryShowFilter ?? true,
    ts_category_show_breadcrumb: row?.categoryShowBreadcrumb ?? true,
    ts_collection_show_filter: row?.collectionShowFilter ?? true,
    ts_collection_show_breadcrumb: row?.collectionShowBreadcrumb ?? true,
    ts_page_show_filter: row?.pageShowFilter ?? true,
    ts_page_show_breadcrumb: row?.pageShowBreadcrumb ?? true,
  };
}

async function header(db: Db, scope: Scope): Promise<HeaderDetails> {
  const plain = { desc: '', imageurl: '', showheaderImg: false, showTitle: true, showDescr: false, tabs: [] };
  if (scope.kind === 'all') return { title: 'Shop All', ...plain };
  if (scope.kind === 'tag') {
    const [tag] = await db.select({ name: tags.name }).from(tags).where(eq(tags.id, scope.id));
    return { title: tag?.name ?? '', ...plain };
  }
  const [c] = await db.select().from(categories).where(eq(categories.id, scope.id));
  if (!c) return { title: '', ...plain };
  return {
    title: c.name,
    desc: c.description,
    imageurl: c.headerImage || c.image,
    showheaderImg: c.showHeaderImage,
    showTitle: c.showTitle,
    showDescr: c.showDescription,
    tabs: c.tabs,
  };
}

export const categoryDetails: Handler<'categorydetails'> = async ({ type, cat_slug }, { db }) => {
  const scope = await resolveScope(db, type, cat_slug);
  if (!scope) return { status: 'error', message: 'No such listing', resAttributesData: [] };
  return {
    status: 'success',
    aryHeaderDetails: await header(db, scope),
    resAttributesData: await attributeFilters(db, scope),
    themesettings: await theme(db),
  };
};
