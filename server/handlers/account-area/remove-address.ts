import { and, desc, eq } from 'drizzle-orm';
import { signedInCustomer } from '../../auth/session';
import { customerAddresses } from '../../db/schema';
import type { Handler } from '../types';
import { accountAreaMessages as say } from './account-area-messages';

/**
 * `removeAddress {addrid}` (catalogue §2 "Addresses", §7): deletes one of the caller's own addresses; another's,
 * or an unknown id, answers "Address not found" and changes nothing. When the default goes, the newest of the
 * remaining addresses becomes the default, so checkout always has one to ship to.
 */
export const removeAddress: Handler<'removeAddress'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { status: 'error', message: say.sessionExpired };
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, body.addrid), eq(customerAddresses.customerId, customerId)))
      .returning({ wasDefault: customerAddresses.isDefault });
    if (!removed) return { status: 'error', message: say.addressNotFound };
    if (removed.wasDefault) {
      const [newest] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
        .limit(1)
        .for('update');
      if (newest)
        await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, newest.id));
    }
    return { status: 'success', message: say.addressRemoved };
  });
};
