import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_REASONS } from '@domain/order-status';
import type { CallName } from '@schemas/contract';
import type { RunningServer } from '../../main';
import {
  cartLines,
  customerAddresses,
  customers,
  orderItems,
  orders,
  products,
  sessions,
  wishlistItems,
} from '../../db/schema';
import { createSession } from '../../auth/session';
import { verifyPassword } from '../../auth/password';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { simpleProduct } from '../cart/bag-test-kit';
import { guestAddress, seedCheckout } from '../checkout/order-test-kit';
import { post as postTo } from '../checkout/payment-test-kit';
import { accountAreaMessages as say } from './account-area-messages';
import { placeCod, shopperWithAddress, type Shopper } from './account-area-test-kit';

// Authorization on every user-owned row (ARCHITECTURE "authorization on every user-owned row"; issue 11 §4):
// each call that reads or changes a customer's rows, made with another customer's token and aimed at the first
// customer's ids, reads nothing of theirs and changes nothing of theirs.
let server: RunningServer;
const db = () => server.database.db;
const post = (name: CallName, body: unknown, headers?: Record<string, string>) =>
  postTo(server.app, name, body, headers);

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Every row the victim owns, as stored. */
async function rowsOf(customerId: number) {
  const own = await db().select().from(orders).where(eq(orders.customerId, customerId));
  return {
    customer: await db().select().from(customers).where(eq(customers.id, customerId)),
    sessions: await db().select().from(sessions).where(eq(sessions.customerId, customerId)),
    addresses: await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)),
    bag: await db().select().from(cartLines).where(eq(cartLines.customerId, customerId)),
    wishlist: await db().select().from(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
    orders: own,
    items:
      own.length === 0
        ? []
        : await db()
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                own.map((o) => o.id),
              ),
            ),
    stock: await db().select({ id: products.id, stock: products.stock }).from(products).orderBy(products.id),
  };
}

describe("another customer's token", () => {
  let victim: Shopper;
  let intruder: Shopper;
  let number: string;
  let addressId: number;
  let lineId: number;
  let productId: number;

  beforeAll(async () => {
    victim = await shopperWithAddress(server.app, db(), 'Kavya');
    intruder = await shopperWithAddress(server.app, db(), 'Arjun');
    const piece = await simpleProduct(db(), 'Kundan Chandbali', '20000.00', '18000.00', 5);
    productId = piece.id;
    number = await placeCod(server.app, db(), victim, [{ product: piece, quantity: 1 }]);
    await post(
      'userAddressProcess',
      { ...guestAddress().user_address, ua_fname: 'Kavya', ua_apartment: 'Second home' },
      victim.bearer,
    );
    addressId = (await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, victim.id)))[0]!.id;
    const [line] = await db().insert(cartLines).values({ customerId: victim.id, productId, quantity: 2 }).returning();
    lineId = line!.id;
    await post('add-to-fav', { product_id: productId, selected_variation: [] }, victim.bearer);
    expect(await db().$count(wishlistItems, eq(wishlistItems.customerId, victim.id))).toBe(1);
  });

  it('reads none of their orders, addresses, bag or wishlist', async () => {
    const before = await rowsOf(victim.id);
    const reads = await Promise.all([
      post('recent-order', undefined, intruder.bearer),
      post('get-order-data', undefined, intruder.bearer),
      post('get-order-detail', { trans_id: number }, intruder.bearer),
      post('getOrderDetail', { trans_id: number }, intruder.bearer),
      post('get-user-address', undefined, intruder.bearer),
      post('cartSessionData', { coupon_session: null }, intruder.bearer),
      post('user-fav-data', undefined, intruder.bearer),
      post('get-user-data', undefined, intruder.bearer),
    ]);
    for (const read of reads) {
      const text = JSON.stringify(read.body);
      expect(text).not.toContain(number);
      expect(text).not.toContain('Second home');
      expect(text).not.toContain(`"ua_id":${addressId},`);
      expect(text).not.toContain(`"cart_id":${lineId},`);
    }
    // Another's order answers exactly as an unknown one.
    const unknown = await post('get-order-detail', { trans_id: 'PDK-NOSUCHORDR' }, intruder.bearer);
    expect(reads[2]?.body).toEqual(unknown.body);
    expect(reads[2]?.body).toEqual({ status: 'error', message: 'Order not found', row_orders_data: null });
    expect(await rowsOf(victim.id)).toEqual(before);
  });

  it('changes none of their rows', async () => {
    const before = await rowsOf(victim.id);
    const cancel = await post('cancel-order', { trans_id: number, order_reason: CANCEL_REASONS[0] }, intruder.bearer);
    expect(cancel.body.data).toEqual({ status: 'error', notification: say.orderNotFound });
    const edit = await post(
      'userAddressProcess',
      { ...guestAddress().user_address, ua_id: addressId, ua_fname: 'Intruder', ua_default_address: 1 },
      intruder.bearer,
    );
    expect(edit.body.status).toBe('error');
    const remove = await post('removeAddress', { addrid: addressId }, intruder.bearer);
    expect(remove.body).toEqual({ status: 'error', message: say.addressNotFound });
    const choose = await post('chooseAddress', { ua_id: addressId }, intruder.bearer);
    expect(choose.body.status).toBe('error');
    await post('removeCartProduct', { cart_id: lineId }, intruder.bearer);
    await post('minusToCartSession', { cart_id: lineId, cart_user_id: victim.id }, intruder.bearer);
    await post('minusToCartSession', { cart_id: lineId }, intruder.bearer);
    await post('remove-fav-wishlist', { product_id: productId }, intruder.bearer);
    await post('add-to-fav', { product_id: productId, selected_variation: [] }, intruder.bearer);
    await post(
      'userchangepassword',
      { user_password: 'Intruder2026pass', user_confirm_password: 'Intruder2026pass' },
      intruder.bearer,
    );
    expect(await rowsOf(victim.id)).toEqual(before);
  });
});

describe('userchangepassword (catalogue §4, §5)', () => {
  it("replaces the hash and revokes the other sessions, keeping the caller's", async () => {
    const nisha = await shopperWithAddress(server.app, db(), 'Nisha');
    const other = await createSession(db(), nisha.id);
    const stranger = await shopperWithAddress(server.app, db(), 'Farah');
    const changed = await post(
      'userchangepassword',
      { user_password: 'Bandhani2026red', user_confirm_password: 'Bandhani2026red' },
      nisha.bearer,
    );
    expect(changed.body).toEqual({ status: 'success', message: say.passwordChanged });
    const [row] = await db().select().from(customers).where(eq(customers.id, nisha.id));
    expect(await verifyPassword('Bandhani2026red', row!.passwordHash)).toBe(true);
    expect((await post('get-user-data', undefined, nisha.bearer)).body.status).toBe('success');
    expect((await post('get-user-data', undefined, { Authorization: `Bearer ${other}` })).body.status).toBe('error');
    expect((await post('get-user-data', undefined, stranger.bearer)).body.status).toBe('success');
    const signedOut = await post(
      'userchangepassword',
      { user_password: 'Bandhani2026red', user_confirm_password: 'Bandhani2026red' },
      { Authorization: `Bearer ${other}` },
    );
    expect(signedOut.body).toEqual({ status: 'error', message: say.sessionExpired });
  });
});

describe('removeAddress (catalogue §2 "Addresses")', () => {
  it("removes one of the caller's addresses; when it was the default, the newest left becomes the default", async () => {
    const tara = await shopperWithAddress(server.app, db(), 'Tara');
    await post(
      'userAddressProcess',
      { ...guestAddress().user_address, ua_fname: 'Tara', ua_apartment: 'Office' },
      tara.bearer,
    );
    await post(
      'userAddressProcess',
      { ...guestAddress().user_address, ua_fname: 'Tara', ua_apartment: 'Studio' },
      tara.bearer,
    );
    const list = async () =>
      (await post('get-user-address', undefined, tara.bearer)).body.resUserAddress as {
        ua_id: number;
        ua_apartment: string;
        ua_default_address: number;
      }[];
    const first = await list();
    const def = first.find((a) => a.ua_default_address === 1)!;
    expect(def.ua_apartment).toBe(guestAddress().user_address.ua_apartment);
    const removed = await post('removeAddress', { addrid: def.ua_id }, tara.bearer);
    expect(removed.body).toEqual({ status: 'success', message: say.addressRemoved });
    const left = await list();
    expect(left.map((a) => [a.ua_apartment, a.ua_default_address])).toEqual([
      ['Studio', 1],
      ['Office', 0],
    ]);
    const again = await post('removeAddress', { addrid: def.ua_id }, tara.bearer);
    expect(again.body).toEqual({ status: 'error', message: say.addressNotFound });
  });
});
