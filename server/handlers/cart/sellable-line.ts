import { asc, eq, inArray } from 'drizzle-orm';
import { toPaise } from '@domain/cart';
import type { Db } from '../../db/client';
import { attributes, attributeTerms, variationTerms } from '../../db/schema';
import { sellableItem } from '../catalogue/sellable';

/** A chosen term as a bag line shows it (spec: shell §3 "selected_variation"). */
export interface LineTerm {
  attr: string;
  terms: string;
  terms_value: string;
  terms_type: number;
}

/** A product (and, for a variable one, its variation) as the database sells it: prices in paise. */
export interface SellableLine {
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  image: string;
  productType: number;
  categoryId: number | null;
  pricePaise: number;
  sellingPaise: number;
  /** null made to order, 0 out of stock (made to order), above 0 in stock (catalogue §4). */
  stock: number | null;
  terms: LineTerm[];
}

/** numeric(12,2) arrives as text ("1850.00"); at two decimals Number() × 100 rounds to the exact paise. */
export const numericPaise = (value: string): number => toPaise(Number(value));

/** The terms of each variation, attributes in their sort order. */
export async function termsOfVariations(db: Db, variationIds: number[]): Promise<Map<number, LineTerm[]>> {
  const byVariation = new Map<number, LineTerm[]>();
  if (variationIds.length === 0) return byVariation;
  const rows = await db
    .select({
      variationId: variationTerms.variationId,
      attr: attributes.name,
      type: attributes.type,
      terms: attributeTerms.name,
      value: attributeTerms.value,
    })
    .from(variationTerms)
    .innerJoin(attributeTerms, eq(attributeTerms.id, variationTerms.termId))
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(inArray(variationTerms.variationId, variationIds))
    .orderBy(asc(attributes.sort), asc(attributes.id));
  for (const row of rows) {
    const list = byVariation.get(row.variationId) ?? [];
    list.push({ attr: row.attr, terms: row.terms, terms_value: row.value, terms_type: row.type });
    byVariation.set(row.variationId, list);
  }
  return byVariation;
}

/**
 * The line the shopper means, read from the database by the catalogue's `sellableItem` (prices are never taken
 * from a request): a simple product itself, or a variable product's variation whose terms are exactly the
 * chosen ones. null when the product or that variation does not exist.
 */
export async function sellableLine(
  db: Db,
  productId: number,
  chosen: readonly { attr: string; terms: string }[],
): Promise<SellableLine | null> {
  const item = await sellableItem(db, productId, chosen);
  if (!item) return null;
  return {
    productId: item.productId,
    variationId: item.variationId,
    name: item.name,
    slug: item.slug,
    image: item.image,
    productType: item.productType,
    categoryId: item.categoryId,
    pricePaise: item.pricePaise,
    sellingPaise: item.sellingPricePaise,
    stock: item.stock,
    terms: item.selected_variation,
  };
}

/** The chosen terms of a request: selected_variation, else product_variation as JSON ([{attr, terms}]). */
export function chosenTerms(body: {
  selected_variation?: { attr: string; terms: string }[] | undefined;
  product_variation?: string | undefined;
}): { attr: string; terms: string }[] {
  if (body.selected_variation && body.selected_variation.length > 0) return body.selected_variation;
  if (!body.product_variation) return [];
  try {
    const parsed: unknown = JSON.parse(body.product_variation);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v: unknown) =>
      typeof v === 'object' && v !== null && 'attr' in v && 'terms' in v
        ? [{ attr: String(v.attr).slice(0, 100), terms: String(v.terms).slice(0, 100) }]
        : [],
    );
  } catch {
    return [];
  }
}
