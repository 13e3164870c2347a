import type { accountCalls } from '@schemas/calls/account';
import type { DomainHandlers } from './types';
import { getUserData } from './user';

/** Account handlers: sign-in, sessions and the customer (schemas/calls/account.ts). */
export const accountHandlers: DomainHandlers<typeof accountCalls> = {
  'get-user-data': getUserData,
};
