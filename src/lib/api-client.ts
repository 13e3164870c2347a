import axios, { type AxiosInstance } from 'axios';
import { messages } from '@domain/messages';
import { ACCESS_KEY_HEADER, API_PREFIX, type CallDef, type RequestOf, type ResponseOf } from '@schemas/contract';
import { getUserToken, removeUserToken } from './storage';

/**
 * The browser's API client. Base URL and access key come from the build environment so the built
 * storefront can front any back office that speaks the contract (README: VITE_API_BASE_URL,
 * VITE_API_ACCESS_KEY). Every response is parsed with the contract table's schema.
 */
export const API_BASE_URL = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}${API_PREFIX}`;
export const API_ACCESS_KEY: string = import.meta.env.VITE_API_ACCESS_KEY ?? 'padmakshya-storefront';

export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: 20_000,
  headers: { [ACCESS_KEY_HEADER]: API_ACCESS_KEY },
});

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
