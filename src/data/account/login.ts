import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { loginCheck } from '@schemas/calls/account';
import type { LoginFormSchema, LoginResponse } from '@schemas/user';
import { callApi } from '@/data/call-api';
import { cartSession } from '@/data/cart/cart-session';
import { userToken } from './user-token';

export type LoginForm = z.output<typeof LoginFormSchema>;

/** Sends logincheck with the guest bag; on success stores the token and ends the guest bag. */
export async function signIn(form: LoginForm): Promise<LoginResponse> {
  const answer = await callApi(loginCheck, {
    ...form,
    // spec: shell §7 — the guest bag travels as session_data; the server merges it (issue 9 §5).
    session_data: cartSession.read() ?? [],
    user_type: 1,
  });
  if (answer.status === 'success' && answer.user_token) {
    userToken.write(answer.user_token);
    // The server now holds the merged bag: the local copy would count its lines twice.
    cartSession.clear();
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
