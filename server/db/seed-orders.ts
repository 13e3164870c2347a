import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CANCEL_REASONS, ORDER_STATUS } from '@domain/order-status';
import { PlaceOrderRequestSchema } from '@schemas/order';
import { customerAddressList } from '../handlers/checkout/addresses';
import { returnStock } from '../handlers/checkout/order-holds';
import { writeOrder, type Tx } from '../handlers/checkout/order-transaction';
import { customerAddresses, customers, orders, products } from './schema';

const when = z.iso.datetime({ offset: true });

/** A demo order (fixtures/checkout/demo-orders.json; README "Demo customers"): whose, where to, what, how far. */
export const DemoOrderSchema = z.object({
  number: z.string().regex(/^PDK-[0-9A-Z]{10}$/),
  customer: z.email(),
  /** Which of the customer's saved addresses (customers.json order) it ships to. */
  address: z.number().int().nonnegative(),
  method: z.string(),
  status: z.number().int().min(0).max(5),
  lines: z.array(z.object({ slug: z.string().min(1), quantity: z.number().int().positive() })).min(1),
  dates: z.object({
    placed: when,
    confirmed: when.optional(),
    picked_up: when.optional(),
    shipped: when.optional(),
    delivered: when.optional(),
    cancelled: when.optional(),
    on_hold: when.optional(),
  }),
  cancel_reason: z.enum(CANCEL_REASONS).optional(),
});
export type DemoOrder = z.infer<typeof DemoOrderSchema>;

/** The demo orders of a fixtures folder; none when it has no checkout/demo-orders.json (the tests' tiny fixtures). */
export function readDemoOrders(dir: string): DemoOrder[] {
  const path = join(dir, 'checkout/demo-orders.json');
  if (!existsSync(path)) return [];
  return z.object({ orders: z.array(DemoOrderSchema) }).parse(JSON.parse(readFileSync(path, 'utf8'))).orders;
}

const date = (value: string | undefined) => (value ? new Date(value) : null);

/**
 * Places the demo orders on a fresh database through the order transaction a real order goes through
 * (writeOrder): lines checked against the catalogue, prices and totals computed by the shared rules, stock taken
 * for the lines in stock. Each is then given its customer, the chosen saved address, its number, status, dates
 * and payment. A delivered order's pieces have left the shop and a cancelled one's came back, so those two give
 * their stock back at once: the catalogue's stock figures stay what is on the shelf. A broken fixture stops
 * the seed (all of it is one transaction).
 */
export async function insertDemoOrders(tx: Tx, list: DemoOrder[]): Promise<void> {
  for (const demo of list) {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${demo.customer})`);
    if (!customer) throw new Error(`Demo order ${demo.number}: no customer ${demo.customer}`);
    const saved = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id))
      .orderBy(asc(customerAddresses.id));
    const chosenId = saved[demo.address]?.id;
    const address = (await customerAddressList(tx, customer.id)).find((a) => a.ua_id === chosenId);
    if (!address) throw new Error(`Demo order ${demo.number}: ${demo.customer} has no address ${demo.address}`);
    const lines = [];
    for (const line of demo.lines) {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, line.slug));
      if (!product) throw new Error(`Demo order ${demo.number}: no product ${line.slug}`);
      lines.push({ product_id: product.id, selected_variation: [], quantity: line.quantity });
    }
    const body = PlaceOrderRequestSchema.parse({
      paymentMethod: demo.method,
      parsedAddressSession: { user_email: customer.email, user_address: address },
      parsedCartSession: lines,
      parsedCouponSession: null,
      parsedGiftCardSession: null,
      textarea: '',
    });
    // As a guest (the request's lines and address), then given to the customer: a customer's order reads their bag.
    const written = await writeOrder(tx, {
      body,
      customerId: null,
      guestToken: `demo-${demo.number}`,
      idempotencyKey: null,
      payment: 'cod',
    });
    const online = demo.method !== 'COD';
    const placed = new Date(demo.dates.placed);
    const suffix = demo.number.slice(4);
    await tx
      .update(orders)
      .set({
        number: demo.number,
        customerId: customer.id,
        guestTokenHash: null,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        address,
        status: demo.status,
        createdAt: placed,
        confirmedAt: date(demo.dates.confirmed),
        pickedUpAt: date(demo.dates.picked_up),
        shippedAt: date(demo.dates.shipped),
        deliveredAt: date(demo.dates.delivered),
        cancelledAt: date(demo.dates.cancelled),
        onHoldAt: date(demo.dates.on_hold),
        cancelReason: demo.cancel_reason ?? null,
        payment: online ? 'paid' : 'cod',
        providerOrderId: online ? `order_Demo${suffix}` : null,
        paymentId: online ? `pay_Demo${suffix}` : null,
        paidAt: online ? placed : null,
      })
      .where(eq(orders.id, written.id));
    if (demo.status === ORDER_STATUS.delivered || demo.status === ORDER_STATUS.cancelled) {
      await returnStock(tx, written.id);
    }
  }
}
