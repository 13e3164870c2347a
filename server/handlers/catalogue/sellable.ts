import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import type { Db } from '../../db/client';
import { attributes, attributeTerms, products, productVariations, variationTerms } from '../../db/schema';

/** A chosen term with what the pickers show (shell §3 "selected_variation": attr, terms, terms_value, terms_type). */
export interface SellableTerm {
  attr: string;
  terms: string;
  terms_value: string;
  terms_type: number;
}

/**
 * A product, or one variation of a variable product, as the database sells it. Money is integer paise, read
 * from numeric(12,2) in SQL (never a float). Stock as catalogue §4: null made to order, 0 out of stock (made to
 * order), above 0 in stock.
 */
export interface SellableItem {
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  sku: string;
  /** The variation's first image, else the product's, else the default image. */
  image: string;
  /** The variation's images when it has its own, else the product's. */
  images: string[];
  productType: number;
  categoryId: number | null;
  pricePaise: number;
  sellingPricePaise: number;
  stock: number | null;
  moq: number;
  /** Inches, as text with two decimals ("4.50"), or null. */
  length: string | null;
  width: string | null;
  height: string | null;
  /** The variation's terms in attribute order; [] for a simple product. */
  selected_variation: SellableTerm[];
}

const paise = (column: unknown) => sql<number>`(round(${column} * 100))::integer`;

/** How a chosen term is compared: attribute and term names without case or surrounding spaces. */
const termKey = (attr: string, terms: string) => `${attr.trim().toLowerCase()}=${terms.trim().toLowerCase()}`;

/** A variation's terms in attribute order, as the pickers and the bag show them. */
export async function variationTermList(db: Db, variationId: number): Promise<SellableTerm[]> {
  const rows = await db
    .select({ attr: attributes.name, type: attributes.type, terms: attributeTerms.name, value: attributeTerms.value })
    .from(variationTerms)
    .innerJoin(attributeTerms, eq(attributeTerms.id, variationTerms.termId))
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(eq(variationTerms.variationId, variationId))
    .orderBy(asc(attributes.sort), asc(attributes.id));
  return rows.map((r) => ({ attr: r.attr, terms: r.terms, terms_value: r.value, terms_type: r.type }));
}

/** The id of the product's variation whose terms are exactly `chosen` (one per attribute), or null. */
export async function matchVariation(
  db: Db,
  productId: number,
  chosen: readonly { attr: string; terms: string }[],
): Promise<number | null> {
  const keys = [...new Set(chosen.map((c) => termKey(c.attr, c.terms)))];
  if (keys.length === 0 || keys.length !== chosen.length) return null;
  const key = sql`lower(trim(${attributes.name})) || '=' || lower(trim(${attributeTerms.name}))`;
  const [row] = await db
    .select({ id: variationTerms.variationId })
    .from(variationTerms)
    .innerJoin(productVariations, eq(productVariations.id, variationTerms.variationId))
    .innerJoin(attributeTerms, eq(attributeTerms.id, variationTerms.termId))
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(eq(productVariations.productId, productId))
    .groupBy(variationTerms.variationId)
    // Every term of the variation is chosen, and every chosen term is one of its terms.
    .having(
      and(
        sql`count(*) = ${keys.length}`,
        sql`bool_and(${key} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(asc(variationTerms.variationId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What a bag line, a wishlist line or a variation price stands for, read from the database (prices are never
 * taken from a request): a simple product itself (any chosen terms are ignored); a variable product's variation
 * whose terms are exactly the chosen ones. null when the product does not exist, or a variable product is given
 * no terms or terms no variation has.
 */
export async function sellableItem(
  db: Db,
  productId: number,
  chosen: readonly { attr: string; terms: string }[],
): Promise<SellableItem | null> {
  const [product] = await db
    .select({ row: products, pricePaise: paise(products.price), sellingPricePaise: paise(products.sellingPrice) })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;
  const p = product.row;
  const base = { productId, name: p.name, slug: p.slug, productType: p.productType, categoryId: p.categoryId };
  if (p.productType !== 1) {
    return {
      ...base,
      variationId: null,
      sku: p.sku,
      image: p.images[0] ?? DEFAULT_IMAGE,
      images: p.images,
      pricePaise: product.pricePaise,
      sellingPricePaise: product.sellingPricePaise,
      stock: p.stock,
      moq: p.moq,
      length: p.length,
      width: p.width,
      height: p.height,
      selected_variation: [],
    };
  }
  const variationId = await matchVariation(db, productId, chosen);
  if (variationId === null) return null;
  const [variation] = await db
    .select({
      row: productVariations,
      pricePaise: paise(productVariations.price),
      sellingPricePaise: paise(productVariations.sellingPrice),
    })
    .from(productVariations)
    .where(eq(productVariations.id, variationId));
  if (!variation) return null;
  const v = variation.row;
  const images = v.images.length > 0 ? v.images : p.images;
  return {
    ...base,
    variationId,
    sku: v.sku,
    image: images[0] ?? DEFAULT_IMAGE,
    images,
    pricePaise: variation.pricePaise,
    sellingPricePaise: variation.sellingPricePaise,
    stock: v.stock,
    moq: v.moq,
    length: v.length,
    width: v.width,
    height: v.height,
    selected_variation: await variationTermList(db, variationId),
  };
}
