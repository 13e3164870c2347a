import type { Hono } from 'hono';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { contract, type CallName } from '@schemas/contract';
import { DEFAULT_ACCESS_KEY } from '../config';

/** Calls a contract call in-process, as the storefront would (access key, JSON body). */
export function apiCall(app: Hono, name: CallName, body?: unknown, headers: Record<string, string> = {}) {
  const def = contract[name];
  return app.request(`${API_PREFIX}/${def.path}`, {
    method: def.method,
    headers: { 'Content-Type': 'application/json', [ACCESS_KEY_HEADER]: DEFAULT_ACCESS_KEY, ...headers },
    ...(def.method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body ?? {}) } : {}),
  });
}
