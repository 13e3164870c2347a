import { z } from 'zod/mini';
import { PASSWORD_MAX, requiredEmailError } from '../domain/account-validation';
import { messages } from '../domain/messages';
import { EMAIL_MAX } from '../domain/validation';
import { CartSessionSchema } from './cart';
import { checkedString, looseArray, looseString, optionalNumber, preprocess, status } from './primitives';
import { boundedText } from './request-input';

export const UserDataSchema = z.object({
  user_fname: looseString,
  user_lname: looseString,
  user_email: looseString,
});
export type UserData = z.infer<typeof UserDataSchema>;

export const UserDataResponseSchema = z.object({
  status,
  rowUserData: preprocess((v) => v ?? undefined, z.optional(UserDataSchema)),
  message: looseString,
});

const trimmedText = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? ''));

/** The sign-in e-mail: required, then 'Invalid Email Format' (catalogue §5 "Login"). */
export const LoginEmailSchema = boundedText(
  EMAIL_MAX,
  preprocess(
    trimmedText,
    checkedString((v) => requiredEmailError(v, messages.loginEmailRequired)),
  ),
  messages.invalidEmail,
);

/** The password as typed (never trimmed: spaces may be part of it), required and bounded before scrypt sees it. */
export const LoginPasswordSchema = boundedText(
  PASSWORD_MAX,
  preprocess(
    (v) => v ?? '',
    checkedString((v) => (v === '' ? messages.loginPasswordRequired : null)),
  ),
);

/** The /login form's fields (catalogue §2 "Sign-in" step 1); the server checks them with the same schemas. */
export const LoginFormSchema = z.object({ user_email: LoginEmailSchema, user_password: LoginPasswordSchema });

/**
 * POST logincheck (shell §7: user_email, user_password, session_data, user_type 1). `session_data` is the
 * guest's bag (CART_SESSION lines, at most 200), merged into the customer's on success; null or absent = none.
 */
export const LoginRequestSchema = z.object({
  ...LoginFormSchema.shape,
  session_data: preprocess((v) => (v === null || v === '' ? undefined : v), z.optional(CartSessionSchema)),
  user_type: optionalNumber,
});

/**
 * logincheck's answer: `status`, `user_token` (empty on failure), `message`, and `cart_changes` (ours,
 * additive): what merging the guest bag changed, in the shopper's words (issue 9 §5 "told what changed").
 */
export const LoginResponseSchema = z.object({
  status,
  user_token: looseString,
  message: looseString,
  cart_changes: looseArray(looseString),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A signed-in call's plain answer: status and message (logout; "Session expired" for a lapsed token). */
export const AccountStatusResponseSchema = z.object({ status, message: looseString });

/** GET getFavCount (shell §7): the favourites count; 0 with "Session expired" for a lapsed token. */
export const FavCountResponseSchema = z.object({
  status,
  message: looseString,
  count: preprocess((v) => v ?? 0, z.number()),
});
