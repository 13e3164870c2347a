import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllStates, getCityByState, getCountryData } from '@schemas/calls/checkout';
import { callApi } from '@/data/call-api';

/** Places change rarely: a list fetched once is kept for the visit. */
const PLACES_STALE_MS = 60 * 60_000;

/** GET getCountryData (shell §7): the address form's countries. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'countries'] as const,
    queryFn: async ({ signal }) => (await callApi(getCountryData, undefined, { signal })).data,
    staleTime: PLACES_STALE_MS,
  });

/** GET getallStates (shell §7): India's states and union territories. */
export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'states'] as const,
    queryFn: async ({ signal }) => (await callApi(getAllStates, undefined, { signal })).data,
    staleTime: PLACES_STALE_MS,
  });

/** POST getCityByState (shell §4 "Changing the state resets the city and loads its cities"). */
export const citiesQueryOptions = (stateId: number) =>
  queryOptions({
    queryKey: ['checkout', 'cities', stateId] as const,
    queryFn: async ({ signal }) => (await callApi(getCityByState, { state_id: stateId }, { signal })).data,
    staleTime: PLACES_STALE_MS,
    enabled: stateId > 0,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
export const useStates = () => useQuery(statesQueryOptions());
export const useCities = (stateId: number) => useQuery(citiesQueryOptions(stateId));
