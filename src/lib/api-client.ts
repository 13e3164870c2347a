import { messages } from '@domain/messages';
import type { CallDef, RequestOf, ResponseOf } from '@schemas/contract';
import { getUserToken, removeUserToken } from './storage';

let transport: Promise<typeof import('./http')> | undefined;

/**
 * The HTTP transport (axios), fetched with the first call rather than with the page (ADR 015). The first
 * interaction also fetches it, so the shopper's first call does not wait for the code. A failed fetch
 * (offline) is forgotten, so that a later call tries again.
 */
export function loadTransport(): Promise<typeof import('./http')> {
  transport ??= import('./http').catch((error: unknown) => {
    transport = undefined;
    throw error;
  });
  return transport;
}

/** Thrown when a response does not match the contract: the shopper sees the call's failure state. */
export class ContractError extends Error {
  constructor(
    readonly call: string,
    readonly issues: unknown,
  ) {
    super(`Response of ${call} does not match the contract`);
    this.name = 'ContractError';
  }
}

/** spec: shell §8 — a user-data answer "Session expired" removes the token and goes home. */
function handleSessionExpired(name: string, data: unknown) {
  if (name !== 'get-user-data' || !data || typeof data !== 'object') return;
  const { status, message } = data as { status?: unknown; message?: unknown };
  if (status === 'error' && (message === messages.sessionExpired || message === 'Unauthorized')) {
    removeUserToken();
    window.location.assign('/');
  }
}

/**
 * Makes the call `def` (a call of the contract table, imported by name so the bundle carries only the
 * calls a page makes) with `body`, and returns the parsed response.
 */
export async function callApi<D extends CallDef>(
  def: D,
  body?: RequestOf<D>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<D>> {
  const { name } = def;
  const token = def.auth === 'none' ? null : getUserToken();
  const { http } = await loadTransport();
  const response = await http.request({
    method: def.method,
    url: `/${def.path}`,
    data: def.method === 'POST' ? (body ?? {}) : undefined,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    signal: options.signal,
  });
  handleSessionExpired(name, response.data);
  const parsed = def.response.safeParse(response.data);
  if (!parsed.success) throw new ContractError(name, parsed.error.issues);
  return parsed.data as ResponseOf<D>;
}
