import { UserDataResponseSchema } from '../user';
import { defineCall, NoBody } from '../call';

/** Account: the signed-in customer. */

export const getUserData = defineCall({
  name: 'get-user-data',
  method: 'GET',
  path: 'get-user-data',
  request: NoBody,
  response: UserDataResponseSchema,
  summary: 'Signed-in user',
});

/** Every account call, keyed by call name, for the contract table. */
export const accountCalls = {
  'get-user-data': getUserData,
} as const;
