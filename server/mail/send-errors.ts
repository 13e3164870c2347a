/**
 * What a failed send means for the message (ADR 023). Only failures where the server certainly did not take
 * the message may be retried: anything else could have been accepted, and sending it again would deliver
 * it twice.
 * - `retry`: refused with a transient reply (4xx), or the connection never got as far as the message.
 * - `permanent`: the server refused this sender, recipient or message for good (5xx to MAIL, RCPT or DATA),
 *   or nodemailer refused it before connecting (a malformed address): retrying gets the same answer.
 * - `unknown`: the connection broke or timed out with no answer after the session had begun.
 */
export type SendFailure = 'retry' | 'permanent' | 'unknown';

interface NodemailerError {
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
  timeoutType?: unknown;
}

/** Socket errors that happen before a connection exists: no byte of the message was sent. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
/** Timeouts of the session's set-up (nodemailer's timeoutType), before MAIL FROM. */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
/** Failures of the set-up (name lookup, TLS, log-in) or of the configuration: retried, as an operator can fix them. */
const SETUP_CODES = new Set(['EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EOAUTH2', 'ECONFIG', 'EPROXY', 'EREQUIRETLS']);
/** Commands whose permanent refusal is about this message, not the session. */
const MESSAGE_COMMANDS = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

export function classifySendError(error: unknown): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as NodemailerError;
  if (typeof e.responseCode === 'number') {
    // The server answered, so it did not accept the message (an accepted one gets a 2xx and no error).
    const forGood = e.responseCode >= 500 && e.responseCode !== 503;
    return forGood && typeof e.command === 'string' && MESSAGE_COMMANDS.has(e.command) ? 'permanent' : 'retry';
  }
  if (typeof e.originalCode === 'string' && NOT_CONNECTED.has(e.originalCode)) return 'retry';
  if (typeof e.timeoutType === 'string' && SETUP_TIMEOUTS.has(e.timeoutType)) return 'retry';
  if (typeof e.code === 'string' && SETUP_CODES.has(e.code)) return 'retry';
  // Refused by nodemailer itself, before any connection (e.g. an address it cannot parse).
  if (e.command === 'API' && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')) return 'permanent';
  return 'unknown';
}

/** The line kept in last_error: the code, the command and the message (the server's reply is in it). */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & NodemailerError;
  const where = [e.code, e.command].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return where ? `${where}: ${e.message}` : e.message;
}
