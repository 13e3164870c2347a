import {
  AccountStatusResponseSchema,
  FavCountResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  UserDataResponseSchema,
} from '../user';
import { defineCall, NoBody } from '../call';

/** Account: sign-in, sessions and the signed-in customer (shell §7, catalogue §7). */

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

export const getFavCount = defineCall({
  name: 'getFavCount',
  method: 'GET',
  path: 'getFavCount',
  request: NoBody,
  response: FavCountResponseSchema,
  summary: 'Number of products in the wishlist',
});

/** Every account call, keyed by call name, for the contract table. */
export const accountCalls = {
  'get-user-data': getUserData,
  logincheck: loginCheck,
  logout,
  getFavCount,
} as const;
