import { z } from 'zod/mini';
import { lazySchema } from './lazy';

/**
 * How a call of the wire contract is declared (spec: shell §7, catalogue §7). Each domain's calls live in
 * `schemas/calls/<domain>.ts`; `schemas/contract.ts` gathers them into the one table the server's routes,
 * the MSW handlers and the OpenAPI document are derived from. Methods the specs leave unsaid are chosen in
 * docs/decisions/002-contract.md: a call without a payload is a GET, one with a payload is a POST.
 */
export const API_PREFIX = '/web-api';
export const ACCESS_KEY_HEADER = 'x-access-key';

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  /** The call's name in the back office (also its key in `contract`). */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  response: Res;
  /** `none`: sent without the bearer token (spec: unsubscribe "no token"). */
  auth?: 'bearer' | 'none';
  /**
   * Request fields that travel in the query string rather than the body (`product-list?page={n}`,
   * catalogue §7). The server merges them into the input before the request schema parses it (ADR 002).
   */
  query?: readonly string[];
  summary: string;
}

/** The request of a call without a payload. */
export const NoBody = lazySchema(() => z.object({}));

/**
 * Declares one call. Each call is its own export, so browser code imports only the calls it makes
 * (`callApi(dashboard)`) and the bundle carries only their schemas: the annotation tells the bundler that
 * declaring a call does nothing else, so a call no page makes is dropped with its schemas.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<const Name extends string, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: CallDef<Req, Res> & { name: Name },
) {
  return def;
}

/** Request body and parsed response of a call definition. */
export type RequestOf<D extends CallDef> = z.input<D['request']>;
export type ResponseOf<D extends CallDef> = z.infer<D['response']>;
