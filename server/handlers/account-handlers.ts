import type { accountCalls } from '@schemas/calls/account';
import { logincheck } from './account-login';
import { forgotpassword, resetpasswordprocess } from './account-password-reset';
import { emailverify, getcountrycode, registerprocess } from './account-register';
import type { DomainHandlers } from './types';
import { getUserData, logout } from './user';
import { getFavCount } from './wishlist';

/** Account handlers: sign-in, registration, password reset, sessions and the customer (schemas/calls/account.ts). */
export const accountHandlers: DomainHandlers<typeof accountCalls> = {
  'get-user-data': getUserData,
  logincheck,
  logout,
  getFavCount,
  getcountrycode,
  registerprocess,
  emailverify,
  forgotpassword,
  resetpasswordprocess,
};
