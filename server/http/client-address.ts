import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, for the per-address sign-in throttle: the socket's remote address. Behind a
 * proxy every caller shares the proxy's address, so the per-account throttle still holds; trusting a
 * forwarded header is a deployment decision left out until a deployment needs it.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests, the server renderer) have no socket.
    return 'local';
  }
}
