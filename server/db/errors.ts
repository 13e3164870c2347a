/**
 * An error and the errors it wraps (`cause`: Drizzle wraps pg's and PGlite's), outermost first, five deep at most.
 */
export function* errorAndCauses(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = 'cause' in e ? e.cause : undefined;
  }
}

/** PostgreSQL's unique_violation, whether raised by pg, by PGlite, or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of errorAndCauses(error)) if ('code' in e && e.code === '23505') return true;
  return false;
}

/** SQLSTATEs that mean the database cannot be reached just now, not that the request was wrong. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: a fast stop or restart ended the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
/** Socket failures on the way to the database. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg says when a connection ends under a query, or one cannot be had in time (no code of their own). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * The database is down or unreachable (a restart, a failover, the network), whether raised by pg or wrapped by
 * Drizzle (`cause`): the request may succeed if made again shortly, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorAndCauses(error)) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || code.startsWith('08')) return true;
    if ('message' in e && typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
