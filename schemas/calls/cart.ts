/** The bag: guest checks and the signed-in customer's server bag (spec: shell §7). */

/** Every bag call, keyed by call name, for the contract table. */
export const cartCalls = {} as const;
