import pg from 'pg';
import { keyPrefix, STOCKED } from './orders';

/**
 * The fault tests' checks of the database afterwards (docs/decisions/033-faults.md): the run's orders against what
 * the clients were told, stock that adds up, and empty bags; and the restock each run starts from.
 */

export interface Ledger {
  /** Problems found; empty when everything adds up. */
  problems: string[];
  /** Orders of the run in the database. */
  orders: number;
}

/** Pieces each stocked product gets at the start of a run, more than half what the run's orders ask for. */
export const RESTOCK = 60;

/** The back office restocks the stocked products, so that each run's orders race for the last pieces. */
export async function restock(db: pg.Pool): Promise<void> {
  await db.query('update products set stock = $1 where id = any($2)', [RESTOCK, [...STOCKED]]);
}

/** Stock of the stocked products now. */
export async function stockOf(db: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; stock: number }>('select id, stock from products where id = any($1)', [
    [...STOCKED],
  ]);
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * Checks the database against what the clients were told: every acknowledged order is there exactly once, under its
 * key and with its number; no key has two orders and the run made no order under a key it never sent; stock never
 * went below 0 and the pieces gone from stock are exactly the run's order lines that took stock; every order has its
 * lines; no order of the run is left awaiting payment; and `emptyBags`' bags are empty.
 */
export async function checkLedger(
  db: pg.Pool,
  {
    run,
    acknowledged,
    sentKeys,
    stockBefore,
    emptyBags = [],
  }: {
    run: string;
    acknowledged: Map<string, string>;
    sentKeys: Set<string>;
    stockBefore: Map<number, number>;
    emptyBags?: string[];
  },
): Promise<Ledger> {
  const problems: string[] = [];
  const prefix = `${keyPrefix(run)}%`;
  const { rows: orders } = await db.query<{ id: number; number: string; key: string; payment: string; items: number }>(
    `select o.id, o.number, o.idempotency_key as key, o.payment,
            (select count(*)::int from order_items i where i.order_id = o.id) as items
       from orders o where o.idempotency_key like $1`,
    [prefix],
  );
  const byKey = new Map<string, typeof orders>();
  for (const order of orders) byKey.set(order.key, [...(byKey.get(order.key) ?? []), order]);
  const numbers = new Map<string, number>();
  for (const order of orders) numbers.set(order.number, (numbers.get(order.number) ?? 0) + 1);

  for (const [key, number] of acknowledged) {
    const found = byKey.get(key) ?? [];
    if (found.length === 0) problems.push(`acknowledged order ${number} (${key}) is not in the database`);
    else if (found[0]?.number !== number) {
      problems.push(`key ${key} was answered ${number} but the database has ${found[0]?.number}`);
    }
  }
  for (const [key, found] of byKey) {
    if (found.length > 1) problems.push(`key ${key} has ${found.length} orders`);
    if (!sentKeys.has(key)) problems.push(`an order under ${key}, a key never sent`);
    if (!acknowledged.has(key)) problems.push(`order ${found[0]?.number} (${key}) was never acknowledged`);
  }
  for (const [number, count] of numbers) if (count > 1) problems.push(`order number ${number} appears ${count} times`);
  for (const order of orders) {
    if (order.items === 0) problems.push(`order ${order.number} has no lines`);
    if (order.payment !== 'cod') problems.push(`order ${order.number} is '${order.payment}', not a placed COD order`);
  }

  const { rows: negative } = await db.query<{ n: number }>(
    `select (select count(*)::int from products where stock < 0)
          + (select count(*)::int from product_variations where stock < 0) as n`,
  );
  if ((negative[0]?.n ?? 0) > 0) problems.push(`${negative[0]?.n} products or variations have negative stock`);
  const stockAfter = await stockOf(db);
  const { rows: sold } = await db.query<{ product_id: number; pieces: number }>(
    `select i.product_id, sum(i.quantity)::int as pieces
       from order_items i join orders o on o.id = i.order_id
      where o.idempotency_key like $1 and not i.made_to_order and i.product_id = any($2)
      group by i.product_id`,
    [prefix, [...STOCKED]],
  );
  for (const id of STOCKED) {
    const taken = (stockBefore.get(id) ?? 0) - (stockAfter.get(id) ?? 0);
    const pieces = sold.find((s) => s.product_id === id)?.pieces ?? 0;
    if (taken !== pieces) {
      problems.push(`product ${id}: ${taken} pieces left stock but the run's orders took ${pieces} from it`);
    }
  }

  for (const email of emptyBags) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from cart_lines l join customers c on c.id = l.customer_id where c.email = $1`,
      [email],
    );
    if ((rows[0]?.n ?? 0) > 0) problems.push(`${email}'s bag still holds ${rows[0]?.n} lines after their orders`);
  }
  return { problems, orders: orders.length };
}
