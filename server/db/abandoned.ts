import { AsyncLocalStorage } from 'node:async_hooks';
import { errorAndCauses } from './errors';

/**
 * Work for a caller who has gone is not started (ADR 068). Each request runs with its connection's signal
 * (app.ts), which aborts when the caller closes the connection before the answer is written. The PostgreSQL pool
 * (client.ts) gives a request whose caller has gone no first connection: its first query fails with this error
 * instead of running. After a stall (a busy machine, a slow disk) the requests queued for a connection are mostly
 * ones whose callers gave up; skipping them lets the pool reach the ones still waiting, where running them all
 * kept every later request late for as long as the load lasted. A request that has had a connection goes on to
 * its end as before, whoever is listening: nothing is cut between two of its steps.
 */
export class RequestAbandoned extends Error {
  constructor() {
    super('the caller closed the connection before its work began');
    this.name = 'RequestAbandoned';
  }
}

/** A request's caller signal, and whether its work has begun (a connection was given to it). */
export interface Asking {
  readonly signal: AbortSignal;
  begun: boolean;
}

const asked = new AsyncLocalStorage<Asking>();

/** Runs `work` (a request's handling) with its caller's signal, for the pool to read. */
export function whileAsked<T>(signal: AbortSignal, work: () => T): T {
  return asked.run({ signal, begun: false }, work);
}

/**
 * Runs `work` as no request's: work a request starts for later (a page renderer's preparation, a delayed
 * delivery) must not be refused because that one caller has gone.
 */
export function apartFromRequests<T>(work: () => T): T {
  return asked.exit(work);
}

/** The request being handled here, if any: read it when a connection is asked for. */
export function asking(): Asking | undefined {
  return asked.getStore();
}

/** The error, whether thrown as it is or wrapped by Drizzle (`cause`). */
export function isRequestAbandoned(error: unknown): boolean {
  for (const e of errorAndCauses(error)) if (e instanceof RequestAbandoned) return true;
  return false;
}
