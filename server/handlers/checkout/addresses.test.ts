import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '@domain/address';
import { messages } from '@domain/messages';
import { customerAddresses } from '../../db/schema';
import { insertGeography, readCheckoutSeed } from '../../db/seed-checkout';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper } from '../cart/bag-test-kit';
import { checkoutMessages as say } from './checkout-messages';

let server: RunningServer;
const db = () => server.database.db;
// fixtures/checkout/geography.json: India (101), Rajasthan (29) with Jaipur, Maharashtra (21) with Mumbai.
const INDIA = 101;
const RAJASTHAN = 29;
const MAHARASHTRA = 21;
let JAIPUR = 0;
let MUMBAI = 0;

beforeAll(async () => {
  server = await startTestServer();
  const { geography } = readCheckoutSeed('fixtures');
  await db().transaction((tx) => insertGeography(tx, geography));
  JAIPUR = geography.cities.find((c) => c.cities_name === 'Jaipur')?.cities_id ?? 0;
  MUMBAI = geography.cities.find((c) => c.cities_name === 'Mumbai')?.cities_id ?? 0;
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

type Answer = Record<string, unknown> & { data?: unknown[]; resUserAddress?: Record<string, unknown>[] };
const call = async (name: Parameters<typeof apiCall>[1], body?: unknown, token?: string) => {
  const res = await apiCall(server.app, name, body, token ? { Authorization: `Bearer ${token}` } : {});
  return { status: res.status, body: (await res.json()) as Answer };
};

const jaipurHome = () => ({
  ua_fname: 'Asha',
  ua_lname: 'Verma',
  ua_mobile: '+91 9820012345',
  ua_apartment: 'Haveli 12, Gangori Bazar',
  ua_complete_address: 'Near Johari Bazar',
  ua_pincode: '302003',
  ua_country_id: INDIA,
  ua_state_id: RAJASTHAN,
  ua_city_id: JAIPUR,
  // Names a request sends are never stored: the database's are.
  ua_state_name: 'Atlantis',
  ua_city_name: 'El Dorado',
  ua_address_type: 'Home',
});

describe('countries, states and cities (shell §7)', () => {
  it("lists India, its 36 states and union territories, and a state's cities by name", async () => {
    const countries = await call('getCountryData');
    expect(countries.body).toEqual({ status: 'success', data: [{ country_id: INDIA, country_name: 'India' }] });
    const states = (await call('getallStates')).body.data as { state_name: string }[];
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.state_name)).toContain('Tamil Nadu');
    const cities = (await call('getCityByState', { state_id: RAJASTHAN })).body.data as { cities_name: string }[];
    expect(cities.map((c) => c.cities_name)).toEqual(expect.arrayContaining(['Jaipur', 'Jodhpur', 'Udaipur']));
    expect((await call('getCityByState', { state_id: 9999 })).body.data).toEqual([]);
    expect((await call('getCityByState', { state_id: 'x' })).status).toBe(400);
  });
});

describe("a customer's addresses (shell §3, §4, §7)", () => {
  it('saves the first address as the default, with the names the database gives', async () => {
    const asha = await signedInShopper(db(), 'Asha');
    expect((await call('userAddressProcess', jaipurHome(), asha.token)).body).toEqual({
      status: 'success',
      message: say.addressSaved,
    });
    const { body } = await call('get-user-address', undefined, asha.token);
    expect(body.resAddressDefault).toMatchObject({
      ua_fname: 'Asha',
      ua_state_name: 'Rajasthan',
      ua_city_name: 'Jaipur',
      ua_country_name: 'India',
      ua_default_address: 1,
      ua_address_type: 'Home',
    });
    expect(body.resUserAddress).toHaveLength(1);
  });

  it('keeps one default: a second address, chosen, becomes it; another customer cannot choose or change it', async () => {
    const meera = await signedInShopper(db(), 'Meera');
    await call('userAddressProcess', jaipurHome(), meera.token);
    const work = {
      ...jaipurHome(),
      ua_state_id: MAHARASHTRA,
      ua_city_id: MUMBAI,
      ua_pincode: '400001',
      ua_address_type: 'Other',
      ua_address_type_other: 'Studio',
    };
    expect((await call('userAddressProcess', work, meera.token)).body.status).toBe('success');
    let list = (await call('get-user-address', undefined, meera.token)).body.resUserAddress ?? [];
    expect(list.map((a) => [a.ua_city_name, a.ua_default_address])).toEqual([
      ['Jaipur', 1],
      ['Mumbai', 0],
    ]);
    const mumbaiId = Number(list[1]?.ua_id);

    const chosen = await call('chooseAddress', { ua_id: mumbaiId }, meera.token);
    expect(chosen.body).toMatchObject({
      status: 'success',
      resAddressDefault: { ua_id: mumbaiId, ua_address_type_other: 'Studio' },
    });

    const stranger = await signedInShopper(db(), 'Kabir');
    expect((await call('chooseAddress', { ua_id: mumbaiId }, stranger.token)).body).toMatchObject({
      status: 'error',
      message: say.addressNotFound,
      resUserAddress: [],
    });
    const hijack = { ...jaipurHome(), ua_id: mumbaiId, ua_fname: 'Kabir' };
    expect((await call('userAddressProcess', hijack, stranger.token)).body.message).toBe(say.addressNotFound);
    list = (await call('get-user-address', undefined, meera.token)).body.resUserAddress ?? [];
    expect(list.map((a) => [a.ua_fname, a.ua_city_name, a.ua_default_address])).toEqual([
      ['Asha', 'Mumbai', 1],
      ['Asha', 'Jaipur', 0],
    ]);
  });

  it("refuses a city outside its state, and bad fields with the spec's messages, storing nothing", async () => {
    const ira = await signedInShopper(db(), 'Ira');
    const wrongPlace = await call('userAddressProcess', { ...jaipurHome(), ua_state_id: MAHARASHTRA }, ira.token);
    expect(wrongPlace.body).toEqual({ status: 'error', message: say.addressPlaceUnknown });
    const bad = await call(
      'userAddressProcess',
      { ...jaipurHome(), ua_fname: ' ', ua_mobile: '12345', ua_pincode: '3020', ua_address_type: 'Other' },
      ira.token,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { errors?: Record<string, string[]> }).errors).toEqual({
      ua_fname: [addressMessages.firstName],
      ua_mobile: [addressMessages.mobile],
      ua_pincode: [addressMessages.pincodeLength],
      ua_address_type_other: [addressMessages.other],
    });
    expect(await db().$count(customerAddresses, eq(customerAddresses.customerId, ira.id))).toBe(0);
  });

  it('answers "Session expired" without a live session', async () => {
    expect((await call('get-user-address')).body).toMatchObject({ status: 'error', message: messages.sessionExpired });
    expect((await call('userAddressProcess', jaipurHome(), 'stale')).body).toEqual({
      status: 'error',
      message: messages.sessionExpired,
    });
  });
});
