import type { z } from 'zod/mini';
import type { CallDef } from './call';
import { accountCalls } from './calls/account';
import { accountAreaCalls } from './calls/account-area';
import { appointmentCalls } from './calls/appointments';
import { cartCalls } from './calls/cart';
import { catalogueCalls } from './calls/catalogue-pages';
import { checkoutCalls } from './calls/checkout';
import { contentCalls } from './calls/content';
import { informationCalls } from './calls/information';
import { orderLookupCalls } from './calls/order-lookup';
import { newsletterCalls } from './calls/newsletter';
import { showcaseCalls } from './calls/showcase';
import { wishlistCalls } from './calls/wishlist';

/**
 * The one table of every call of the wire contract (spec: shell §7, catalogue §7), keyed by call name and
 * assembled from each domain's module in `schemas/calls/`. The server's routes, the MSW handlers and the
 * OpenAPI document are derived from it. Browser code never imports this module: it imports the calls it
 * makes from their domain module, so a page's bundle carries only those schemas.
 */
export const contract = {
  ...contentCalls,
  ...informationCalls,
  ...orderLookupCalls,
  ...showcaseCalls,
  ...catalogueCalls,
  ...accountCalls,
  ...accountAreaCalls,
  ...newsletterCalls,
  ...appointmentCalls,
  ...cartCalls,
  ...wishlistCalls,
  ...checkoutCalls,
} as const satisfies Record<string, CallDef>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type CallRequest<N extends CallName> = z.input<Contract[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Contract[N]['response']>;
