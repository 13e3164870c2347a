import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { STORAGE_KEYS } from '@domain/constants';
import { messages } from '@domain/messages';
import { getCountryCode, registerProcess } from '@schemas/calls/account';
import type { LoginResponse, RegisterFormSchema } from '@schemas/user';
import { callApi } from '@/data/call-api';
import { cartSession } from '@/data/cart/cart-session';
import { keptKey } from '@/lib/kept-key';
import { userToken } from './user-token';

export type RegisterValues = z.output<typeof RegisterFormSchema>;

/** GET getcountrycode (catalogue §7): the phone codes the form offers; a failure leaves the default, 91. */
export const countryCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'country-codes'],
    queryFn: async ({ signal }) => (await callApi(getCountryCode, undefined, { signal })).res_country_data,
    staleTime: Infinity,
  });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());

/** The Idempotency-Key for merging this guest bag into the new account, as at sign-in (login.ts). */
const mergeKey = keptKey(STORAGE_KEYS.cartMergeKey);

/**
 * POST registerprocess (catalogue §2 "Registration"): on success the token is stored and the guest bag, sent
 * along, now lives in the new account. An answer "Session expired" shows its message and removes the token
 * (catalogue §8).
 */
export async function registerAccount(form: RegisterValues): Promise<LoginResponse> {
  const sessionData = cartSession.read() ?? [];
  const answer = await callApi(
    registerProcess,
    { ...form, session_data: sessionData },
    sessionData.length > 0 ? { idempotencyKey: mergeKey.for(JSON.stringify(sessionData)) } : {},
  );
  if (answer.status === 'success' && answer.user_token) {
    userToken.write(answer.user_token);
    cartSession.clear();
    mergeKey.clear();
  } else if (answer.message === messages.sessionExpired) {
    userToken.clear();
  }
  return answer;
}

/** The registration, and everything a new session changes asked again on success (as useLogin does). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'register'],
    mutationFn: registerAccount,
    onSuccess: async (answer) => {
      if (answer.status !== 'success') return;
      await Promise.all(
        [['cart'], ['account'], ['wishlist'], ['catalogue']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
