import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@domain/constants';
import { loginCheck } from '@schemas/calls/account';
import type { LoginFormSchema, LoginResponse } from '@schemas/user';
import { callApi } from '@/data/call-api';
import { cartSession } from '@/data/cart/cart-session';
import { keptKey } from '@/lib/kept-key';
import { userToken } from './user-token';

export type LoginForm = z.output<typeof LoginFormSchema>;

/**
 * The Idempotency-Key for merging this guest bag: the same for as long as the bag is unchanged, so a sign-in
 * sent again after its answer was lost merges the bag once; a changed bag gets a new key.
 */
const mergeKey = keptKey(STORAGE_KEYS.cartMergeKey);

/** Sends logincheck with the guest bag; on success stores the token and ends the guest bag. */
export async function signIn(form: LoginForm): Promise<LoginResponse> {
  const sessionData = cartSession.read() ?? [];
  const answer = await callApi(
    loginCheck,
    // spec: shell §7 — the guest bag travels as session_data; the server merges it (issue 9 §5).
    { ...form, session_data: sessionData, user_type: 1 },
    sessionData.length > 0 ? { idempotencyKey: mergeKey.for(JSON.stringify(sessionData)) } : {},
  );
  if (answer.status === 'success' && answer.user_token) {
    userToken.write(answer.user_token);
    // The server now holds the merged bag: the local copy would count its lines twice.
    cartSession.clear();
    mergeKey.clear();
  }
  return answer;
}

/**
 * POST logincheck (catalogue §2 "Sign-in" step 1). After a success every reader of the bag, the account and
 * the wishlist asks again, and so do the catalogue's cards (their hearts now show the customer's wishlist).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'login'],
    mutationFn: signIn,
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
