import { serverMessages } from '../messages';
import type { Handler } from './types';

/**
 * `get-user-data`. There are no accounts in this issue yet, so no bearer token is valid: every call
 * gets the answer the storefront treats as a lapsed session (spec: shell §8).
 */
export const getUserData: Handler<'get-user-data'> = async () => ({
  status: 'error',
  message: serverMessages.sessionExpired,
  rowUserData: undefined,
});
