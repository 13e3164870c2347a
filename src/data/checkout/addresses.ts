import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import type { UserAddressResponse } from '@schemas/address';
import type { RequestOf } from '@schemas/call';
import { removeAddress } from '@schemas/calls/account-area';
import { chooseAddress, getUserAddress, userAddressProcess } from '@schemas/calls/checkout';
import { endExpiredSession } from '@/data/account/session-expired';
import { useSignedIn } from '@/data/account/user-token';
import { callApi } from '@/data/call-api';
import { callFailureMessage } from '@/lib/call-failure';

export const ADDRESSES_KEY = ['account', 'addresses'] as const;

/** GET get-user-address (shell §7): the customer's saved addresses and the default one. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ADDRESSES_KEY,
    queryFn: async ({ signal }): Promise<UserAddressResponse> => {
      const answer = await callApi(getUserAddress, undefined, { signal });
      endExpiredSession({ status: answer.status, message: answer.message ?? '' });
      return answer;
    },
    staleTime: 30_000,
  });

/** The signed-in customer's addresses; nothing is asked for a guest. */
export function useAddresses() {
  const signedIn = useSignedIn();
  return useQuery({ ...addressesQueryOptions(), enabled: signedIn });
}

/** POST chooseAddress {ua_id} (shell §4 "Choosing a saved address makes it default"); its answer is the list. */
export function useChooseAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(chooseAddress, { ua_id: id }),
    onSuccess: (answer) => {
      if (endExpiredSession({ status: answer.status, message: answer.message ?? '' })) return;
      if (answer.status === 'success') client.setQueryData(ADDRESSES_KEY, answer);
    },
  });
}

/** An address as the form sends it (ids of country, state and city; the server reads their names). */
export type AddressToSave = RequestOf<typeof userAddressProcess>;

/** How saving an address ended: saved, or the message the shopper is shown as a toast (shell §8). */
export type SaveResult = { ok: true } | { ok: false; message: string };

/** POST userAddressProcess (shell §7): a new address for the customer; the list is asked for again. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (address: AddressToSave): Promise<SaveResult> => {
      try {
        const answer = await callApi(userAddressProcess, address);
        if (endExpiredSession(answer)) return { ok: false, message: answer.message };
        if (answer.status !== 'success') return { ok: false, message: answer.message || messages.internalError };
        await client.invalidateQueries({ queryKey: ADDRESSES_KEY });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: callFailureMessage(error) };
      }
    },
  });
}

/** POST removeAddress {addrid} (catalogue §2 "Addresses"): a failure's message is a toast (catalogue §8). */
export function useRemoveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<SaveResult> => {
      try {
        const answer = await callApi(removeAddress, { addrid: id });
        if (endExpiredSession(answer)) return { ok: false, message: answer.message };
        if (answer.status !== 'success') return { ok: false, message: answer.message || messages.internalError };
        await client.invalidateQueries({ queryKey: ADDRESSES_KEY });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: callFailureMessage(error) };
      }
    },
  });
}
