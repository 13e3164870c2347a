import type { cartCalls } from '@schemas/calls/cart';
import type { DomainHandlers } from './types';

/** The bag's handlers, keyed by call name (schemas/calls/cart.ts). */
export const cartHandlers: DomainHandlers<typeof cartCalls> = {};
