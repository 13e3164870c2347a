import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { emailVerify, forgotPassword, resetPasswordProcess } from '@schemas/calls/account';
import type { ResetPasswordFormSchema } from '@schemas/user';
import { callApi } from '@/data/call-api';
import { cartSession } from '@/data/cart/cart-session';

export type ResetPasswordValues = z.output<typeof ResetPasswordFormSchema>;

/** POST forgotpassword (catalogue §2 "Sign-in" step 2): the answer never says whether the account exists. */
export const useForgotPassword = () =>
  useMutation({
    mutationKey: ['account', 'forgot-password'],
    mutationFn: (userEmail: string) => callApi(forgotPassword, { user_email: userEmail }),
  });

/** POST resetpasswordprocess with the link's token (catalogue §2 "Verification and reset pages"). */
export const useResetPassword = (token: string) =>
  useMutation({
    mutationKey: ['account', 'reset-password'],
    mutationFn: (values: ResetPasswordValues) => callApi(resetPasswordProcess, { ...values, token }),
  });

/**
 * POST emailverify {token, session_data} (catalogue §7): the guest bag goes along as the spec says; the
 * answer is read but not shown (the page shows "Account Verified" whatever it is).
 */
export const useVerifyEmail = () =>
  useMutation({
    mutationKey: ['account', 'verify-email'],
    mutationFn: (token: string) => callApi(emailVerify, { token, session_data: cartSession.read() ?? [] }),
  });
