import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { customers } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A demo customer (fixtures/customers.json, listed in the README with the passwords). */
export const DemoCustomerSchema = z.object({
  first_name: z.string().min(1),
  last_name: z.string(),
  email: z.email(),
  mobile: z.string(),
  password: z.string().min(8),
});
export type DemoCustomer = z.infer<typeof DemoCustomerSchema>;

/** The demo customers of a fixtures folder; none when it has no customers.json (the tests' tiny fixtures). */
export function readCustomers(dir: string): DemoCustomer[] {
  const path = join(dir, 'customers.json');
  if (!existsSync(path)) return [];
  return z.array(DemoCustomerSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Stores the demo customers with their passwords hashed (scrypt; the hashes run side by side). */
export async function insertCustomers(tx: Tx, list: DemoCustomer[]): Promise<void> {
  if (list.length === 0) return;
  const hashes = await Promise.all(list.map((c) => hashPassword(c.password)));
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
