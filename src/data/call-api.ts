import type { CallDef, RequestOf, ResponseOf } from '@schemas/call';
import { callApi as send } from '@/lib/api-client';
import { userToken } from './account/user-token';

/**
 * How every data home makes its calls: the contract call `def` with `body`, sent with the signed-in
 * customer's token when there is one (spec: shell §7 "bearer authorization header"), parsed with the
 * call's response schema. Lint keeps it (and src/lib/api-client.ts) inside src/data/.
 */
export const callApi = <D extends CallDef>(
  def: D,
  body?: RequestOf<D>,
  options: { signal?: AbortSignal; idempotencyKey?: string; orderToken?: string } = {},
): Promise<ResponseOf<D>> => send(def, body, { ...options, token: userToken.read() });
