import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  attributes,
  attributeTerms,
  cartLines,
  customers,
  products,
  productVariations,
  sessions,
  variationTerms,
} from '../../db/schema';

/** A customer with a live session, for the bag's server tests: their id and bearer token. */
export async function signedInShopper(db: Db, name = 'Meera'): Promise<{ id: number; token: string }> {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.in`;
  const [customer] = await db
    .insert(customers)
    .values({ firstName: name, email, passwordHash: 'scrypt$test' })
    .returning({ id: customers.id });
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(sessions)
    .values({ customerId: customer!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { id: customer!.id, token };
}

let serial = 0;

/** A simple product with its own prices and stock (null made to order, 1 one of a kind). */
export async function simpleProduct(db: Db, name: string, price: string, selling: string, stock: number | null) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${(serial += 1)}`;
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug,
      price,
      sellingPrice: selling,
      stock,
      productType: 0,
      images: [`/media/products/${slug}.webp`],
    })
    .returning();
  return row!;
}

/** A variable product with one colour attribute and a variation per colour: [term, price, selling, stock]. */
export async function variableProduct(db: Db, name: string, offers: [string, string, string, number | null][]) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${(serial += 1)}`;
  const [product] = await db
    .insert(products)
    .values({ name, slug, price: offers[0]![1], sellingPrice: offers[0]![2], productType: 1 })
    .returning();
  const [colour] = await db.insert(attributes).values({ name: 'Metal Colour', type: 1 }).returning();
  const variations: number[] = [];
  for (const [term, price, selling, stock] of offers) {
    const [t] = await db
      .insert(attributeTerms)
      .values({ attributeId: colour!.id, name: term, value: '#c9a13b' })
      .returning();
    const [v] = await db
      .insert(productVariations)
      .values({ productId: product!.id, sku: `${slug}-${term}`, price, sellingPrice: selling, stock })
      .returning();
    await db.insert(variationTerms).values({ variationId: v!.id, termId: t!.id });
    variations.push(v!.id);
  }
  return { product: product!, variations };
}

/** The customer's lines as stored: [product id, variation id, quantity]. */
export const storedLines = async (db: Db, customerId: number) =>
  (await db.select().from(cartLines).where(eq(cartLines.customerId, customerId)).orderBy(cartLines.id)).map((l) => [
    l.productId,
    l.variationId,
    l.quantity,
  ]);
