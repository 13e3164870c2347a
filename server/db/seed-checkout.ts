import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { GIFT_CARD_VALID_DAYS } from '@domain/checkout';
import type { Db } from './client';
import { cities, countries, coupons, giftCards, states } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rupees = z.number().nonnegative().multipleOf(0.01);
const days = z.number().int();

/**
 * A demo coupon (fixtures/checkout/coupons.json, listed in the README). Dates are days from the seed, so the
 * demo's running, ended and coming codes stay so whenever the store is seeded.
 */
export const DemoCouponSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
  description: z.string(),
  kind: z.enum(['percent', 'flat']),
  percent: z.number().int().min(1).max(100).optional(),
  amount: rupees.optional(),
  max_discount: rupees.optional(),
  min_cart: rupees.optional(),
  starts_in_days: days.optional(),
  ends_in_days: days.optional(),
  active: z.boolean().optional(),
  once_per_customer: z.boolean().optional(),
});

/** A demo gift card (fixtures/checkout/gift-cards.json): issued some days before the seed, perhaps spent. */
export const DemoGiftCardSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]{6,40}$/),
  amount: rupees.positive(),
  issued_days_ago: days.nonnegative(),
  redeemed_days_ago: days.nonnegative().optional(),
  recipient_name: z.string(),
  recipient_email: z.email(),
});

/**
 * Countries (with their dialling codes), states and cities for the address and registration forms
 * (fixtures/checkout/geography.json: India's).
 */
export const GeographySchema = z.strictObject({
  countries: z.array(
    z.strictObject({
      country_id: z.number().int().positive(),
      country_name: z.string().min(1),
      /** The dialling code without '+', offered by registration (getcountrycode). */
      country_phonecode: z.string().regex(/^\d{1,4}$/),
    }),
  ),
  states: z.array(
    z.strictObject({
      state_id: z.number().int().positive(),
      country_id: z.number().int().positive(),
      state_name: z.string().min(1),
    }),
  ),
  cities: z.array(
    z.strictObject({
      cities_id: z.number().int().positive(),
      state_id: z.number().int().positive(),
      cities_name: z.string().min(1),
    }),
  ),
});
export type Geography = z.infer<typeof GeographySchema>;

export interface CheckoutSeed {
  coupons: z.infer<typeof DemoCouponSchema>[];
  giftCards: z.infer<typeof DemoGiftCardSchema>[];
  geography: Geography;
}

const readList = <S extends z.ZodType>(path: string, schema: S): z.infer<S>[] =>
  existsSync(path) ? z.array(schema).parse(JSON.parse(readFileSync(path, 'utf8'))) : [];

/** The demo coupons and gift cards of a fixtures folder; none when it has no checkout/ folder. */
export function readCheckoutSeed(dir: string): CheckoutSeed {
  return {
    coupons: readList(join(dir, 'checkout/coupons.json'), DemoCouponSchema),
    giftCards: readList(join(dir, 'checkout/gift-cards.json'), DemoGiftCardSchema),
    geography: existsSync(join(dir, 'checkout/geography.json'))
      ? GeographySchema.parse(JSON.parse(readFileSync(join(dir, 'checkout/geography.json'), 'utf8')))
      : { countries: [], states: [], cities: [] },
  };
}

const DAY_MS = 86_400_000;
const daysFrom = (now: number, n: number | undefined) => (n === undefined ? null : new Date(now + n * DAY_MS));
const money = (n: number | undefined) => (n === undefined ? undefined : n.toFixed(2));

/** Whether the store has no coupons and no gift cards yet (a database seeded before checkout existed). */
export async function checkoutIsEmpty(tx: Tx): Promise<boolean> {
  return (await tx.$count(coupons)) === 0 && (await tx.$count(giftCards)) === 0;
}

/** Stores the countries, states and cities, with the fixture's ids (addresses refer to them). */
export async function insertGeography(tx: Tx, geo: Geography): Promise<void> {
  if (geo.countries.length === 0) return;
  await tx
    .insert(countries)
    .values(geo.countries.map((c) => ({ id: c.country_id, name: c.country_name, phoneCode: c.country_phonecode })));
  if (geo.states.length > 0) {
    await tx
      .insert(states)
      .values(geo.states.map((s) => ({ id: s.state_id, countryId: s.country_id, name: s.state_name })));
  }
  if (geo.cities.length > 0) {
    await tx
      .insert(cities)
      .values(geo.cities.map((c) => ({ id: c.cities_id, stateId: c.state_id, name: c.cities_name })));
  }
}

/** Whether the store has no countries yet (a database seeded before the address step existed). */
export const geographyIsEmpty = async (tx: Tx): Promise<boolean> => (await tx.$count(countries)) === 0;

/** Stores the demo coupons and gift cards, dated from `now`. */
export async function insertCheckout(tx: Tx, seed: CheckoutSeed, now = Date.now()): Promise<void> {
  if (seed.coupons.length > 0) {
    await tx.insert(coupons).values(
      seed.coupons.map((c) => ({
        code: c.code,
        description: c.description,
        kind: c.kind,
        percent: c.percent ?? 0,
        amount: money(c.amount) ?? '0',
        maxDiscount: money(c.max_discount) ?? null,
        minCart: money(c.min_cart) ?? '0',
        startsAt: daysFrom(now, c.starts_in_days),
        endsAt: daysFrom(now, c.ends_in_days),
        active: c.active ?? true,
        oncePerCustomer: c.once_per_customer ?? false,
      })),
    );
  }
  if (seed.giftCards.length > 0) {
    await tx.insert(giftCards).values(
      seed.giftCards.map((g) => {
        const issued = now - g.issued_days_ago * DAY_MS;
        const redeemed = g.redeemed_days_ago === undefined ? null : new Date(now - g.redeemed_days_ago * DAY_MS);
        return {
          code: g.code,
          amount: g.amount.toFixed(2),
          issuedAt: new Date(issued),
          expiresAt: new Date(issued + GIFT_CARD_VALID_DAYS * DAY_MS),
          recipientName: g.recipient_name,
          recipientEmail: g.recipient_email,
          redeemedAt: redeemed,
          redeemedOrderNumber: redeemed ? 'DEMO-REDEEMED' : null,
        };
      }),
    );
  }
}
