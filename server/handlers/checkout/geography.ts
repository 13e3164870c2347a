import { asc, eq } from 'drizzle-orm';
import { cities, countries, states } from '../../db/schema';
import type { Handler } from '../types';

/** `getCountryData` (shell §7): the countries the store ships to. */
export const getCountryData: Handler<'getCountryData'> = async (_body, { db }) => ({
  status: 'success',
  data: await db
    .select({ country_id: countries.id, country_name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name)),
});

/** `getallStates` (shell §7): India's states and union territories, by name. */
export const getallStates: Handler<'getallStates'> = async (_body, { db }) => ({
  status: 'success',
  data: await db.select({ state_id: states.id, state_name: states.name }).from(states).orderBy(asc(states.name)),
});

/** `getCityByState {state_id}` (shell §7): a state's cities by name; none for an unknown state. */
export const getCityByState: Handler<'getCityByState'> = async (body, { db }) => ({
  status: 'success',
  data: await db
    .select({ cities_id: cities.id, cities_name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, body.state_id))
    .orderBy(asc(cities.name)),
});
