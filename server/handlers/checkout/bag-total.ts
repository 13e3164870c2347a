import { toPaise } from '@domain/cart';
import type { Db } from '../../db/client';
import { readBag } from '../cart/read-bag';

/** A customer's bag total (item total − discount) in paise, from the database's prices now. */
export async function bagTotalPaise(db: Db, customerId: number): Promise<number> {
  return toPaise((await readBag(db, customerId)).summary.total_amount);
}
