import type { CallName, CallResponse, Contract } from '@schemas/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments/provider';

/** What a handler may use besides its validated body. */
export interface HandlerContext {
  db: Db;
  /** The `Authorization: Bearer …` token, or null (spec: shell §7). */
  bearerToken: string | null;
  /** Absolute origin of the storefront, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /**
   * The request's `Idempotency-Key` header, or null: a bag change that carries one is applied once, and a
   * replay gets the first reply (the spec's payloads stay as they are).
   */
  idempotencyKey: string | null;
  /**
   * The request's `X-Order-Token` header, or null: a guest's proof that an order is theirs (makeCodOrder
   * answers it as order_token; the browser that placed the order keeps it).
   */
  orderToken?: string | null;
  /** The caller's address, for the per-address sign-in throttle. */
  clientAddress: string;
  /** The payment provider (ADR 022); the online payment calls need it. */
  payments?: PaymentProvider;
}

/** The body after the contract's request schema has parsed it. */
export type CallBody<N extends CallName> = z.output<Contract[N]['request']>;

/**
 * A handler answers with the contract's response type; `undefined` fields go on the wire as `null`,
 * as the back office sends absent values (see http/json.ts).
 */
export type Handler<N extends CallName> = (body: CallBody<N>, ctx: HandlerContext) => Promise<CallResponse<N>>;

/** One handler per contract call; the compiler rejects a missing one. */
export type HandlerMap = { [N in CallName]: Handler<N> };

/** One handler per call of a domain's module (`schemas/calls/<domain>.ts`), for that domain's map. */
export type DomainHandlers<Calls> = { [N in keyof Calls & CallName]: Handler<N> };
