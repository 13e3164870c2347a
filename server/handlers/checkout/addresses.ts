import { and, asc, desc, eq } from 'drizzle-orm';
import type { Address, UserAddressResponse } from '@schemas/address';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { cities, countries, customerAddresses, states } from '../../db/schema';
import type { Handler } from '../types';
import { checkoutMessages as say } from './checkout-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const expired: UserAddressResponse = {
  status: 'error',
  message: say.sessionExpired,
  resAddressDefault: null,
  resUserAddress: [],
};

/** A customer's addresses as the wire carries them (shell §3 "Address"): the default first, then newest. */
export async function customerAddressList(db: Db | Tx, customerId: number): Promise<Address[]> {
  const rows = await db
    .select({ a: customerAddresses, country: countries.name, state: states.name, city: cities.name })
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .innerJoin(states, eq(states.id, customerAddresses.stateId))
    .innerJoin(cities, eq(cities.id, customerAddresses.cityId))
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(({ a, country, state, city }) => ({
    ua_id: a.id,
    ua_fname: a.firstName,
    ua_lname: a.lastName,
    ua_email: a.email,
    ua_mobile: a.mobile,
    ua_pincode: a.pincode,
    ua_state_name: state,
    ua_city_name: city,
    ua_state_id: a.stateId,
    ua_city_id: a.cityId,
    ua_apartment: a.apartment,
    ua_default_address: a.isDefault ? 1 : 0,
    ua_complete_address: a.completeAddress,
    ua_country_id: a.countryId,
    ua_country_name: country,
    ua_address_type: a.addressType,
    ua_address_type_other: a.addressTypeOther,
    ua_user_id: a.customerId,
  }));
}

const listReply = (list: Address[], message = ''): UserAddressResponse => ({
  status: 'success',
  message,
  resAddressDefault: list.find((a) => a.ua_default_address === 1) ?? null,
  resUserAddress: list,
});

/** `get-user-address` (shell §7): the signed-in customer's addresses and the default one. */
export const getUserAddress: Handler<'get-user-address'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return expired;
  return listReply(await customerAddressList(db, customerId));
};

/** Makes `addressId` the customer's only default, in the caller's transaction; false when it is not theirs. */
async function makeDefault(tx: Tx, customerId: number, addressId: number): Promise<boolean> {
  const [mine] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .for('update');
  if (!mine) return false;
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
  await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, addressId));
  return true;
}

/**
 * `chooseAddress {ua_id}` (shell §4 "Choosing a saved address makes it default"): only one of the caller's
 * own addresses; another's id is answered as not found and changes nothing.
 */
export const chooseAddress: Handler<'chooseAddress'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return expired;
  return db.transaction(async (tx) => {
    if (!(await makeDefault(tx, customerId, body.ua_id))) {
      return { ...listReply(await customerAddressList(tx, customerId)), status: 'error', message: say.addressNotFound };
    }
    return listReply(await customerAddressList(tx, customerId), say.addressChosen);
  });
};

/**
 * `userAddressProcess` (shell §7): a new address for the signed-in customer (the default when it is their
 * first, or when ua_default_address is 1), or a change to one of theirs (ua_id). The city must lie in the
 * state and the state in the country; their names are the database's. A bad request changes nothing.
 */
export const userAddressProcess: Handler<'userAddressProcess'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { status: 'error', message: say.sessionExpired };
  const [place] = await db
    .select({ city: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(
      and(
        eq(cities.id, body.ua_city_id ?? 0),
        eq(states.id, body.ua_state_id ?? 0),
        eq(states.countryId, body.ua_country_id ?? 0),
      ),
    );
  if (!place) return { status: 'error', message: say.addressPlaceUnknown };
  const values = {
    firstName: body.ua_fname,
    lastName: body.ua_lname,
    email: body.ua_email ?? '',
    mobile: body.ua_mobile,
    apartment: body.ua_apartment,
    completeAddress: body.ua_complete_address,
    pincode: body.ua_pincode,
    countryId: body.ua_country_id ?? 0,
    stateId: body.ua_state_id ?? 0,
    cityId: body.ua_city_id ?? 0,
    addressType: body.ua_address_type as 'Home' | 'Work' | 'Other',
    addressTypeOther: body.ua_address_type === 'Other' ? (body.ua_address_type_other ?? '') : '',
  };
  return db.transaction(async (tx) => {
    let id = body.ua_id;
    if (id !== undefined) {
      const changed = await tx
        .update(customerAddresses)
        .set(values)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
        .returning({ id: customerAddresses.id });
      if (changed.length === 0) return { status: 'error', message: say.addressNotFound };
    } else {
      const [row] = await tx
        .insert(customerAddresses)
        .values({ ...values, customerId })
        .returning({ id: customerAddresses.id });
      id = row?.id;
    }
    const hasDefault =
      (await tx.$count(
        customerAddresses,
        and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
      )) > 0;
    if (id !== undefined && (body.ua_default_address === 1 || !hasDefault)) await makeDefault(tx, customerId, id);
    return { status: 'success', message: body.ua_id === undefined ? say.addressSaved : say.addressUpdated };
  });
};
