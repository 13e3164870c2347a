import { z } from 'zod/mini';
import {
  confirmPasswordError,
  NAME_MAX,
  newPasswordError,
  PASSWORD_MAX,
  registerMobileError,
  requiredEmailError,
  requiredTextError,
} from '../domain/account-validation';
import { messages } from '../domain/messages';
import { EMAIL_MAX } from '../domain/validation';
import { CartSessionSchema } from './cart';
import { checkedString, looseArray, looseString, optionalNumber, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

export const UserDataSchema = lazySchema(() =>
  z.object({
    user_fname: looseString,
    user_lname: looseString,
    user_email: looseString,
  }),
);
export type UserData = z.infer<typeof UserDataSchema>;

export const UserDataResponseSchema = lazySchema(() =>
  z.object({
    status,
    rowUserData: preprocess((v) => v ?? undefined, z.optional(UserDataSchema)),
    message: looseString,
  }),
);

const trimmedText = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? ''));

/** The sign-in e-mail: required, then 'Invalid Email Format' (catalogue §5 "Login"). */
export const LoginEmailSchema = lazySchema(() =>
  boundedText(
    EMAIL_MAX,
    preprocess(
      trimmedText,
      checkedString((v) => requiredEmailError(v, messages.loginEmailRequired)),
    ),
    messages.invalidEmail,
  ),
);

/** The password as typed (never trimmed: spaces may be part of it), required and bounded before scrypt sees it. */
export const LoginPasswordSchema = lazySchema(() =>
  boundedText(
    PASSWORD_MAX,
    preprocess(
      (v) => v ?? '',
      checkedString((v) => (v === '' ? messages.loginPasswordRequired : null)),
    ),
  ),
);

/** The /login form's fields (catalogue §2 "Sign-in" step 1); the server checks them with the same schemas. */
export const LoginFormSchema = lazySchema(() =>
  z.object({ user_email: LoginEmailSchema, user_password: LoginPasswordSchema }),
);

/**
 * POST logincheck (shell §7: user_email, user_password, session_data, user_type 1). `session_data` is the
 * guest's bag (CART_SESSION lines, at most 200), merged into the customer's on success; null or absent = none.
 */
export const LoginRequestSchema = lazySchema(() =>
  z.object({
    ...LoginFormSchema.shape,
    session_data: preprocess((v) => (v === null || v === '' ? undefined : v), z.optional(CartSessionSchema)),
    user_type: optionalNumber,
  }),
);

/**
 * logincheck's answer: `status`, `user_token` (empty on failure), `message`, and `cart_changes` (ours,
 * additive): what merging the guest bag changed, in the shopper's words (issue 9 §5 "told what changed").
 */
export const LoginResponseSchema = lazySchema(() =>
  z.object({
    status,
    user_token: looseString,
    message: looseString,
    cart_changes: looseArray(looseString),
  }),
);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A signed-in call's plain answer: status and message (logout; "Session expired" for a lapsed token). */
export const AccountStatusResponseSchema = lazySchema(() => z.object({ status, message: looseString }));

/** GET getcountrycode (catalogue §7): the phone codes the registration form offers (default 91). */
export const CountryCodeSchema = lazySchema(() =>
  z.object({
    country_id: optionalNumber,
    country_name: looseString,
    country_phonecode: looseString,
  }),
);
export type CountryCode = z.infer<typeof CountryCodeSchema>;

export const CountryCodeResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    res_country_data: looseArray(CountryCodeSchema),
  }),
);

/** A phone country code as the form sends it: 1 to 4 digits, no plus. */
const CountryCodeFieldSchema = lazySchema(() =>
  boundedText(
    8,
    preprocess(
      (v) => (typeof v === 'number' ? String(v) : trimmedText(v)),
      checkedString((v) =>
        v === ''
          ? messages.registerCountryCodeRequired
          : /^\d{1,4}$/.test(v)
            ? null
            : messages.registerCountryCodeRequired,
      ),
    ),
  ),
);

/** A new password (registration, reset, profile): required, then the strength rule; never trimmed. */
export const NewPasswordSchema = lazySchema(() =>
  boundedText(
    PASSWORD_MAX,
    preprocess(
      (v) => v ?? '',
      checkedString((v) => newPasswordError(v)),
    ),
  ),
);

/** The /register form (catalogue §2 "Registration", §5 "Register"); the server checks it with the same schema. */
export const RegisterFormSchema = lazySchema(() =>
  z.object({
    user_fname: boundedText(
      NAME_MAX,
      preprocess(
        trimmedText,
        checkedString((v) => requiredTextError(v, messages.registerNameRequired)),
      ),
    ),
    user_email: boundedText(
      EMAIL_MAX,
      preprocess(
        trimmedText,
        checkedString((v) => requiredEmailError(v, messages.loginEmailRequired)),
      ),
      messages.invalidEmail,
    ),
    user_mobile: boundedText(
      20,
      preprocess(
        trimmedText,
        checkedString((v) => registerMobileError(v)),
      ),
      messages.phoneTenDigits,
    ),
    user_country_code: CountryCodeFieldSchema,
    user_password: NewPasswordSchema,
  }),
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * POST registerprocess (catalogue §7: user_fname, user_mobile, user_email, user_password, user_country_code).
 * Ours, additive: `session_data`, the guest's bag, merged into the new account as at sign-in, so a guest who
 * registers keeps the bag.
 */
export const RegisterRequestSchema = lazySchema(() =>
  z.object({
    ...RegisterFormSchema.shape,
    session_data: preprocess((v) => (v === null || v === '' ? undefined : v), z.optional(CartSessionSchema)),
  }),
);

/** registerprocess's answer: as logincheck's (the new session's token, or a message). */
export const RegisterResponseSchema = LoginResponseSchema;

/** A token from an e-mailed link (verification, reset): opaque, bounded. */
const LinkTokenSchema = lazySchema(() =>
  boundedText(
    200,
    preprocess(
      trimmedText,
      checkedString((v) => (v === '' ? 'This link is not valid.' : null)),
    ),
  ),
);

/** POST emailverify {token, session_data} (catalogue §7); the page shows "Account Verified" whatever the answer. */
export const EmailVerifyRequestSchema = lazySchema(() =>
  z.object({
    token: LinkTokenSchema,
    session_data: preprocess((v) => (v === null || v === '' ? undefined : v), z.optional(CartSessionSchema)),
  }),
);

/** POST forgotpassword {user_email} (catalogue §5: required, then 'Invalid Email Format'). */
export const ForgotPasswordRequestSchema = lazySchema(() => z.object({ user_email: LoginEmailSchema }));

/** The reset form's two fields (catalogue §5 "Change password ... and reset"). */
const ResetFieldsSchema = lazySchema(() =>
  z.object({
    user_password: NewPasswordSchema,
    user_confirm_password: boundedText(
      PASSWORD_MAX,
      preprocess((v) => v ?? '', z.string()),
    ),
  }),
);

/** The confirmation, trimmed, equals the password; else `mismatch` at the confirmation field. */
const confirmationMatches = (mismatch: string) =>
  z.superRefine((value: { user_password: string; user_confirm_password: string }, ctx) => {
    const message = confirmPasswordError(value.user_password, value.user_confirm_password, mismatch);
    if (message) ctx.issues.push({ code: 'custom', message, input: value, path: ['user_confirm_password'] });
  });

/** The /change-password/{token} form: the confirmation, trimmed, must equal the password. */
export const ResetPasswordFormSchema = lazySchema(() =>
  ResetFieldsSchema.check(confirmationMatches(messages.resetPasswordMismatch)),
);

/** POST resetpasswordprocess {user_password, user_confirm_password, token} (catalogue §7). */
export const ResetPasswordRequestSchema = lazySchema(() =>
  z
    .object({ ...ResetFieldsSchema.shape, token: LinkTokenSchema })
    .check(confirmationMatches(messages.resetPasswordMismatch)),
);

/** The profile's password change (catalogue §4 "Password change on profile", §5): its own mismatch message. */
export const ChangePasswordFormSchema = lazySchema(() =>
  ResetFieldsSchema.check(confirmationMatches(messages.profilePasswordMismatch)),
);

/** POST userchangepassword {user_password, user_confirm_password} (catalogue §7); revokes the other sessions. */
export const ChangePasswordRequestSchema = ChangePasswordFormSchema;
