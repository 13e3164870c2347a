import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query: its own error, pg's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('a database that cannot be reached (ADR 033)', () => {
  it('is told by the SQLSTATE of a shutdown, a restart or a full server, and by connection errors', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) {
      expect(isDatabaseUnavailable(withCode('from PostgreSQL', code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode('from PostgreSQL', code))), `wrapped ${code}`).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']) {
      expect(isDatabaseUnavailable(wrapped(withCode(`connect ${code} 127.0.0.1:5432`, code))), code).toBe(true);
    }
  });

  it("is told by pg's messages for a connection that ended or could not be had", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('is not a fault of the query or the data, nor any other error', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error at or near', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('deadlock detected', '40P01')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isUniqueViolation(wrapped(withCode('duplicate key value', '23505')))).toBe(true);
  });
});
