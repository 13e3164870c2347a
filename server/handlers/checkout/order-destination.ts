import { and, eq } from 'drizzle-orm';
import { formatINR } from '@domain/money';
import type { PlaceOrderRequest } from '@schemas/order';
import type { Db } from '../../db/client';
import { cities, countries, customers, states } from '../../db/schema';
import { customerAddressList } from './addresses';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where an order goes, or the message that stops it. */
export type DestinationResult = { ok: true; value: Destination } | { ok: false; missing: 'address' | 'place' };

export interface Destination {
  name: string;
  email: string;
  address: Record<string, unknown>;
}

/** Where the order goes: a customer's default address (from the database), or the guest's own. */
export async function destination(
  tx: Tx,
  customerId: number | null,
  body: PlaceOrderRequest,
): Promise<DestinationResult> {
  if (customerId !== null) {
    const [customer] = await tx
      .select({ first: customers.firstName, last: customers.lastName, email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId));
    const chosen = (await customerAddressList(tx, customerId)).find((a) => a.ua_default_address === 1);
    if (!customer || !chosen) return { ok: false, missing: 'address' };
    return {
      ok: true,
      value: { name: `${customer.first} ${customer.last}`.trim(), email: customer.email, address: chosen },
    };
  }
  const guest = body.parsedAddressSession;
  if (!guest) return { ok: false, missing: 'address' };
  const a = guest.user_address;
  const [place] = await tx
    .select({ country: countries.name, state: states.name, city: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(
      and(eq(cities.id, a.ua_city_id ?? 0), eq(states.id, a.ua_state_id ?? 0), eq(countries.id, a.ua_country_id ?? 0)),
    );
  if (!place) return { ok: false, missing: 'place' };
  return {
    ok: true,
    value: {
      name: `${a.ua_fname} ${a.ua_lname}`,
      email: guest.user_email,
      address: { ...a, ua_country_name: place.country, ua_state_name: place.state, ua_city_name: place.city },
    },
  };
}

const DAYS = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function confirmationMail(
  to: string,
  number: string,
  name: string,
  totalPaise: number,
  publicUrl: string,
  estimatedDays: number,
) {
  return {
    toAddress: to,
    subject: `Your Padmakshya order ${number}`,
    body:
      `Dear ${name},\n\nThank you for your order ${number}. The total is ${formatINR(totalPaise / 100)}` +
      (estimatedDays > 0 ? `, and we expect to deliver it in ${DAYS(estimatedDays)}.` : '.') +
      `\n\nSee your order: ${publicUrl}/thankyou/${encodeURIComponent(number)}\n`,
  };
}
