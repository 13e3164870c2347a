import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { and, eq } from 'drizzle-orm';
import { cities, customerAddresses, customers, states } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A demo customer (fixtures/customers.json, listed in the README with the passwords). */
export const DemoCustomerSchema = z.object({
  first_name: z.string().min(1),
  last_name: z.string(),
  email: z.email(),
  mobile: z.string(),
  password: z.string().min(8),
  /**
   * `password` hashed ahead (server/auth/password.ts's format), so a first start hashes nothing: five scrypt
   * hashes are a second and a half of CPU. A test checks that each verifies its password. Hashed at seed when absent.
   */
  password_hash: z.string().startsWith('scrypt$').max(200).optional(),
  /** Saved shipping addresses, the first the default; places by name (fixtures/checkout/geography.json). */
  addresses: z
    .array(
      z.object({
        first_name: z.string().min(1),
        last_name: z.string().min(1),
        mobile: z.string().regex(/^\d{10}$/),
        apartment: z.string().min(1),
        street: z.string().min(1),
        pincode: z.string().regex(/^\d{6}$/),
        state: z.string().min(1),
        city: z.string().min(1),
        type: z.enum(['Home', 'Work', 'Other']),
      }),
    )
    .optional(),
});
export type DemoCustomer = z.infer<typeof DemoCustomerSchema>;

/** The demo customers of a fixtures folder; none when it has no customers.json (the tests' tiny fixtures). */
export function readCustomers(dir: string): DemoCustomer[] {
  const path = join(dir, 'customers.json');
  if (!existsSync(path)) return [];
  return z.array(DemoCustomerSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * The demo customers' password hashes: the fixture's own, or made now (scrypt on libuv's threads, a third of a
 * second of CPU each). A seed starts this first, so they are made on the other cores while it fills the tables.
 */
export function hashDemoPasswords(list: DemoCustomer[]): Promise<string[]> {
  const hashes = Promise.all(list.map((c) => c.password_hash ?? hashPassword(c.password)));
  // insertCustomers awaits it; a seed that fails before then must not leave an unhandled rejection behind.
  hashes.catch(() => undefined);
  return hashes;
}

/** Stores the demo customers with their passwords hashed; `hashes` from hashDemoPasswords of the same list. */
export async function insertCustomers(
  tx: Tx,
  list: DemoCustomer[],
  pending: Promise<string[]> = hashDemoPasswords(list),
): Promise<void> {
  if (list.length === 0) return;
  const hashes = await pending;
  await tx.insert(customers).values(
    list.map((c, i) => ({
      firstName: c.first_name,
      lastName: c.last_name,
      email: c.email,
      mobile: c.mobile,
      passwordHash: hashes[i] ?? '',
      verifiedAt: new Date(),
    })),
  );
}

/**
 * The demo customers' saved addresses, once the places are in: a customer checking out with a saved address
 * (README) has one at once. A place the geography does not list is a broken fixture and stops the seed.
 */
export async function insertCustomerAddresses(tx: Tx, list: DemoCustomer[]): Promise<void> {
  for (const demo of list) {
    const [owner] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, demo.email));
    for (const [i, a] of (demo.addresses ?? []).entries()) {
      const [place] = await tx
        .select({ countryId: states.countryId, stateId: states.id, cityId: cities.id })
        .from(cities)
        .innerJoin(states, eq(cities.stateId, states.id))
        .where(and(eq(states.name, a.state), eq(cities.name, a.city)));
      if (!owner || !place) throw new Error(`Demo address of ${demo.email}: no ${a.city}, ${a.state} in the geography`);
      await tx.insert(customerAddresses).values({
        customerId: owner.id,
        firstName: a.first_name,
        lastName: a.last_name,
        email: demo.email,
        mobile: a.mobile,
        apartment: a.apartment,
        completeAddress: a.street,
        pincode: a.pincode,
        ...place,
        addressType: a.type,
        isDefault: i === 0,
      });
    }
  }
}
