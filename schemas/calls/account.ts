import {
  AccountStatusResponseSchema,
  CountryCodeResponseSchema,
  EmailVerifyRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  UserDataResponseSchema,
} from '../user';
import { defineCall, NoBody } from '../call';
import { getFavCount } from './fav-count';

/** Account: sign-in, registration, password reset, sessions and the signed-in customer (shell §7, catalogue §7). */

export const getUserData = defineCall({
  name: 'get-user-data',
  method: 'GET',
  path: 'get-user-data',
  request: NoBody,
  response: UserDataResponseSchema,
  summary: 'Signed-in user',
});

export const loginCheck = defineCall({
  name: 'logincheck',
  method: 'POST',
  path: 'logincheck',
  request: LoginRequestSchema,
  response: LoginResponseSchema,
  summary: 'Sign in with e-mail and password; merges the guest bag (session_data)',
});

export const logout = defineCall({
  name: 'logout',
  method: 'GET',
  path: 'logout',
  request: NoBody,
  response: AccountStatusResponseSchema,
  summary: 'Sign out: revokes the session on the server',
});

export const getCountryCode = defineCall({
  name: 'getcountrycode',
  method: 'GET',
  path: 'getcountrycode',
  request: NoBody,
  response: CountryCodeResponseSchema,
  summary: 'Phone country codes for registration (default 91)',
});

export const registerProcess = defineCall({
  name: 'registerprocess',
  method: 'POST',
  path: 'registerprocess',
  request: RegisterRequestSchema,
  response: RegisterResponseSchema,
  summary: 'Register: creates the customer, opens a session, e-mails a verification link',
});

export const emailVerify = defineCall({
  name: 'emailverify',
  method: 'POST',
  path: 'emailverify',
  request: EmailVerifyRequestSchema,
  response: AccountStatusResponseSchema,
  summary: "Verify the customer's e-mail with a single-use link token",
});

export const forgotPassword = defineCall({
  name: 'forgotpassword',
  method: 'POST',
  path: 'forgotpassword',
  request: ForgotPasswordRequestSchema,
  response: AccountStatusResponseSchema,
  summary: 'E-mails a single-use reset link valid for an hour; never says whether the account exists',
});

export const resetPasswordProcess = defineCall({
  name: 'resetpasswordprocess',
  method: 'POST',
  path: 'resetpasswordprocess',
  request: ResetPasswordRequestSchema,
  response: AccountStatusResponseSchema,
  summary: "Sets a new password from a reset link; revokes the customer's sessions",
});

/** Every account call, keyed by call name, for the contract table. */
export const accountCalls = {
  'get-user-data': getUserData,
  logincheck: loginCheck,
  logout,
  getFavCount,
  getcountrycode: getCountryCode,
  registerprocess: registerProcess,
  emailverify: emailVerify,
  forgotpassword: forgotPassword,
  resetpasswordprocess: resetPasswordProcess,
} as const;
