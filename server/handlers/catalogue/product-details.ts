import { and, eq, sql } from 'drizzle-orm';
import type { ProductDetail, SelectedTerm, VariationAttribute } from '@schemas/catalogue-product';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { products, settings, sizeGuides, wishlistItems } from '../../db/schema';
import type { Handler } from '../types';
import { cardsByIds, rowsOf } from './cards';
import { sellableItem } from './sellable';

/**
 * `POST product-details {slug}` (catalogue §2 "Product detail", §3, §7): the product, its images, variation
 * pickers and default selection, related products and the support contacts. An unknown slug is
 * `status: 'error'` (the page shows its 404).
 */

/** Size guide and term images are rooted /media/ URLs; these bases serve bare file names. */
export const SIZE_GUIDE_BASE_URL = '/media/size-guides/';
export const TERM_IMAGE_BASE_URL = '/media/terms/';

interface PickerRow {
  attribute_id: number;
  attribute_name: string;
  attribute_type: number;
  terms_id: number;
  terms_name: string;
  terms_value: string;
  terms_image: string;
}

/** The pickers: each attribute the product's variations use, with the terms some variation has. */
async function pickers(db: Db, productId: number): Promise<VariationAttribute[]> {
  const rows = await rowsOf<PickerRow>(
    db,
    sql`select distinct a.id as attribute_id, a.name as attribute_name, a.type as attribute_type, a.sort,
        t.id as terms_id, t.name as terms_name, t.value as terms_value, t.image as terms_image, t.sort as term_sort
      from product_variations v
      join variation_terms vt on vt.variation_id = v.id
      join attribute_terms t on t.id = vt.term_id
      join attributes a on a.id = t.attribute_id
      where v.product_id = ${productId}
      order by a.sort, a.id, t.sort, t.id`,
  );
  const groups = new Map<number, VariationAttribute>();
  for (const r of rows) {
    const group = groups.get(r.attribute_id) ?? {
      attributes: { attribute_id: r.attribute_id, attribute_name: r.attribute_name, attribute_type: r.attribute_type },
      attr_terms: [],
    };
    group.attr_terms.push({
      terms_id: r.terms_id,
      terms_name: r.terms_name,
      terms_value: r.terms_value,
      terms_image: r.terms_image,
    });
    groups.set(r.attribute_id, group);
  }
  return [...groups.values()];
}

/** The default selection: the cheapest variation in stock, else the cheapest of all (ties by id). */
async function defaultSelection(db: Db, productId: number): Promise<SelectedTerm[]> {
  const [first] = await rowsOf<{ id: number }>(
    db,
    sql`select id from product_variations where product_id = ${productId}
      order by (coalesce(stock, 1) > 0) desc, selling_price, id limit 1`,
  );
  if (!first) return [];
  const terms = await rowsOf<SelectedTerm>(
    db,
    sql`select a.name as attr, t.name as terms, t.value as terms_value, a.type as terms_type
      from variation_terms vt join attribute_terms t on t.id = vt.term_id join attributes a on a.id = t.attribute_id
      where vt.variation_id = ${first.id} order by a.sort, a.id`,
  );
  return terms;
}

/**
 * The default selection and what it sells as: the shown price, stock and dimensions are the selection's (the
 * card's for a simple product).
 */
async function shownSelection(db: Db, productId: number, productType: number) {
  const selvararray = productType === 1 ? await defaultSelection(db, productId) : [];
  return { selvararray, item: await sellableItem(db, productId, selvararray) };
}

/** The support contacts the page shows beside the product (catalogue §2). */
async function siteContacts(db: Db) {
  const [site] = await db.select().from(settings);
  return {
    admin_whatsapp_no: site?.data.admin_whatsapp_no ?? '',
    admin_support_mobile: site?.data.admin_support_mobile ?? '',
    admin_support_email: site?.data.admin_support_email ?? '',
  };
}

/** The product's related products as cards, in the editor's order. */
async function relatedCards(db: Db, productId: number, customerId: number | null) {
  const related = await rowsOf<{ linked_id: number }>(
    db,
    sql`select linked_id from product_links where product_id = ${productId} and kind = 'related' order by sort, linked_id`,
  );
  return cardsByIds(
    db,
    related.map((r) => r.linked_id),
    customerId,
  );
}

const inches = (value: string | null) => (value === null ? undefined : Number(value));

export const productDetails: Handler<'product-details'> = async ({ slug }, { db, bearerToken }) => {
  // Two rounds of queries, each round's side by side (on PostgreSQL each holds its own pooled connection),
  // rather than a dozen one after another: under load every round trip waits its turn on the database.
  const [[p], customerId] = await Promise.all([
    db.select().from(products).where(eq(products.slug, slug.trim().toLowerCase())),
    signedInCustomer(db, bearerToken),
  ]);
  const none = { arrayImages: [], relatedProducts: [], variationData: [], selvararray: [] };
  const bases = { sizeGuideBaseUrl: SIZE_GUIDE_BASE_URL, termImageBaseUrl: TERM_IMAGE_BASE_URL };
  if (!p) return { status: 'error', message: 'Product not found', ...none, ...bases };
  const [{ selvararray, item }, [wish], [guide], site, relatedProducts, variationData] = await Promise.all([
    shownSelection(db, p.id, p.productType),
    customerId
      ? db
          .select({ id: wishlistItems.id })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, p.id)))
      : Promise.resolve([]),
    p.sizeGuideId ? db.select().from(sizeGuides).where(eq(sizeGuides.id, p.sizeGuideId)) : Promise.resolve([]),
    siteContacts(db),
    relatedCards(db, p.id, customerId),
    p.productType === 1 ? pickers(db, p.id) : Promise.resolve([]),
  ]);
  const pricePaise = item?.pricePaise ?? 0;
  const sellingPaise = item?.sellingPricePaise ?? 0;
  const stock = item ? item.stock : p.stock;
  const row: ProductDetail = {
    product_id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    product_sku: item?.sku ?? p.sku,
    product_description: p.description,
    product_image: item?.image ?? p.images[0] ?? '',
    product_price: pricePaise / 100,
    product_selling_price: sellingPaise / 100,
    product_discount: (pricePaise - sellingPaise) / 100,
    product_type: p.productType,
    product_stock: stock ?? undefined,
    product_moq: item?.moq ?? p.moq,
    product_availability: stock === 0 ? 'Out of Stock' : 'Available',
    product_availability_status: stock !== null && stock > 0 ? 1 : 0,
    product_highlight: p.highlights,
    product_tabs: p.tabs,
    product_length: inches(item?.length ?? p.length),
    product_width: inches(item?.width ?? p.width),
    product_height: inches(item?.height ?? p.height),
    product_label_name: p.labels,
    product_category_id: p.categoryId ?? undefined,
    ufp_id: wish?.id ?? 0,
    sizeguide: guide ? { size_guide_name: guide.name, size_guide_image: guide.image } : undefined,
  };
  return {
    status: 'success',
    rowProductData: row,
    arrayImages: item?.images ?? p.images,
    admin_data: site,
    relatedProducts,
    variationData,
    selvararray,
    ...bases,
  };
};
