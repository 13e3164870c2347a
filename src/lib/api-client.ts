import type { CallDef, RequestOf, ResponseOf } from '@schemas/call';

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

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The bearer token to send; calls marked `auth: 'none'` never send one. */
  token?: string | null | undefined;
  /**
   * An `Idempotency-Key` for a change that must happen once however often it is sent (a bag change):
   * a retry or a double tap carries the same key, and the server replays its first reply.
   */
  idempotencyKey?: string | undefined;
  /** A guest's proof that an order is theirs (`X-Order-Token`: the token its placing answered). */
  orderToken?: string | undefined;
}

/**
 * The call's URL and body: fields the call declares in `query` (`product-list?page={n}`, ADR 002) leave the
 * body for the query string; absent ones are left out.
 */
export function splitQuery(def: CallDef, body: unknown): { url: string; data: Record<string, unknown> } {
  const data: Record<string, unknown> = { ...(body as Record<string, unknown> | undefined) };
  const params = new URLSearchParams();
  for (const name of def.query ?? []) {
    const value = data[name];
    delete data[name];
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value as string | number));
  }
  const search = params.toString();
  return { url: `/${def.path}${search ? `?${search}` : ''}`, data };
}

/**
 * Makes the call `def` (a call of the contract, imported from its domain module so the bundle carries
 * only the calls a page makes) with `body`, and returns the parsed response. Only the data homes
 * (src/data/) call it, through src/data/call-api.ts, which adds the signed-in customer's token.
 */
export async function callApi<D extends CallDef>(
  def: D,
  body?: RequestOf<D>,
  { signal, token, idempotencyKey, orderToken }: CallOptions = {},
): Promise<ResponseOf<D>> {
  const bearer = def.auth === 'none' ? null : token;
  const { http } = await loadTransport();
  const { url, data } = splitQuery(def, body);
  const response = await http.request({
    method: def.method,
    url,
    data: def.method === 'POST' ? data : undefined,
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(orderToken ? { 'X-Order-Token': orderToken } : {}),
    },
    signal,
  });
  const parsed = def.response.safeParse(response.data);
  if (!parsed.success) throw new ContractError(def.name, parsed.error.issues);
  return parsed.data as ResponseOf<D>;
}
