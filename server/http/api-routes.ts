import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '@schemas/call';
import { contract, type CallName } from '@schemas/contract';
import type { Db } from '../db/client';
import type { CallBody, HandlerContext, HandlerMap } from '../handlers/types';
import type { PaymentProvider } from '../payments/provider';
import { fieldErrors } from '../lib/zod-issues';
import { serverMessages } from '../messages';
import { requireAccessKey } from './access-key';
import { wireJson } from './json';
import { openApiDocument } from './openapi';
import { withQueryFields } from './query-fields';
import { readBody } from './read-body';

export interface ApiOptions {
  db: Db;
  handlers: HandlerMap;
  accessKey: string;
  publicUrl: string;
  /** The caller's address (the socket's, or the proxy's header when the server is told to trust it). */
  clientAddress: (c: Context) => string;
  /** The payment provider the online payment calls use (ADR 022). */
  payments?: PaymentProvider;
}

/** CMS payloads are small; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Keys are opaque to us; a sane length and printable ASCII, or the header is ignored. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

function idempotencyKey(c: Context): string | null {
  const key = c.req.header('idempotency-key') ?? '';
  return IDEMPOTENCY_KEY.test(key) ? key : null;
}

/** A guest's proof of an order (X-Order-Token): the same shape as a key, or ignored. */
function orderToken(c: Context): string | null {
  const token = c.req.header('x-order-token') ?? '';
  return IDEMPOTENCY_KEY.test(token) ? token : null;
}

function route<N extends CallName>(api: Hono, name: N, options: ApiOptions) {
  const def = contract[name];
  api.on(def.method, `/${def.path}`, async (c) => {
    let input: unknown = {};
    if (def.method === 'POST') {
      const read = await readBody(c);
      if (!read.ok) return wireJson(c, { status: 'error', message: read.message, errors: read.errors }, 400);
      input = read.body;
    }
    // Fields the call carries in the query string join the input before it is parsed (ADR 002).
    input = withQueryFields(input, def.query, (field) => c.req.query(field));
    // spec: ARCHITECTURE "a bad request gets a 400 with field messages and stores nothing".
    const parsed = def.request.safeParse(input);
    if (!parsed.success) {
      return wireJson(
        c,
        { status: 'error', message: serverMessages.validationFailed, errors: fieldErrors(parsed.error) },
        400,
      );
    }
    const ctx: HandlerContext = {
      db: options.db,
      bearerToken: bearerToken(c),
      publicUrl: options.publicUrl,
      idempotencyKey: idempotencyKey(c),
      orderToken: orderToken(c),
      clientAddress: options.clientAddress(c),
      ...(options.payments ? { payments: options.payments } : {}),
    };
    const handler = options.handlers[name];
    // contract[name].request parsed it; TypeScript cannot follow the generic through safeParse.
    return wireJson(c, await handler(parsed.data as CallBody<N>, ctx));
  });
}

/** The contract's calls under /web-api (mounted by app.ts), derived from the table in schemas/contract.ts. */
export function createApiRoutes(options: ApiOptions): Hono {
  const api = new Hono();
  api.get('/openapi.json', (c) => wireJson(c, openApiDocument()));
  api.use('*', requireAccessKey(options.accessKey));
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The body stays unread, so this connection cannot carry another request: say so (RFC 9110 §15.5.14).
        // Advertised as keep-alive, the node adapter's drain of the unread body stalled and it dropped the
        // socket 500 ms later, under the next request the client had sent on it.
        c.header('Connection', 'close');
        return wireJson(c, { status: 'error', message: 'Request body too large', errors: {} }, 413);
      },
    }),
  );
  for (const name of Object.keys(contract) as CallName[]) route(api, name, options);
  const paths = new Set(Object.values(contract).map((def) => `/${def.path}`));
  api.all('*', (c) => {
    const known = paths.has(c.req.path.slice(API_PREFIX.length));
    return wireJson(
      c,
      { status: 'error', message: known ? 'Method not allowed' : serverMessages.notFound },
      known ? 405 : 404,
    );
  });
  return api;
}
