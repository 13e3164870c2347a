import type { accountCalls } from '@schemas/calls/account';
import { logincheck } from './account-login';
import type { DomainHandlers } from './types';
import { getUserData, logout } from './user';
import { getFavCount } from './wishlist';

/** Account handlers: sign-in, sessions and the customer (schemas/calls/account.ts). */
export const accountHandlers: DomainHandlers<typeof accountCalls> = {
  'get-user-data': getUserData,
  logincheck,
  logout,
  getFavCount,
};
