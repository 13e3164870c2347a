import { randomInt } from 'node:crypto';
import { Agent } from 'node:http';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallName } from '@schemas/contract';
import { ValidationErrorSchema } from '@schemas/validation-error';
import { hashPassword } from './auth/password';
import * as tables from './db/schema';
import type { RunningServer } from './main';
import { snapshot } from './test-support/database-snapshot';
import { expectedAnswer, type Expected } from './test-support/fuzz-expected';
import { seededRng, type Json } from './test-support/fuzz-json';
import { systematicCases, type CallUnderTest, type FuzzCase } from './test-support/fuzz-payloads';
import { randomCase } from './test-support/fuzz-random';
import { describeCase, excerpt, send, type Answer, type FuzzTarget } from './test-support/fuzz-send';
import { START_TIMEOUT_MS, startTestServer } from './test-support/test-server';
import { validBodies } from './test-support/valid-bodies';

/**
 * The API fuzz run (issue 13 §3): every call of the contract receives invalid payloads derived from its own
 * request schema and valid body (test-support/fuzz-payloads.ts and fuzz-random.ts, the answers in fuzz-expected.ts): each field removed, each field of each wrong
 * type, numbers at the edges, strings at and over their limit and of 1 MB, nesting 10,000 deep, bodies that are
 * not objects or not JSON, unknown and prototype-polluting keys, junk query strings; then a seeded random set of
 * mutations. Each request must get what the contract says within 5 s, never a 5xx: a 400 with the schema's own
 * field messages for what it refuses (413 over the body limit), a business answer in the call's response schema
 * for what it accepts. The refused ones must store nothing; afterwards the server still answers and no prototype
 * is polluted. A failure names its seed: FUZZ_SEED=<seed> replays the run; FUZZ_RANDOM_CASES=<n> sizes the random
 * set.
 *
 * Cases that spoil one field go to the app in-process (through all its middleware: access key, body limit, body
 * reading, validation): the transport adds nothing to them and costs a few ms a request on a busy machine. Every
 * other case (whole bodies, content types, forms, query strings, 1 MB bodies, GET calls, the random set) goes over
 * real HTTP, where a 413 once lost the next request on its socket (api-routes.ts).
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const RANDOM_CASES = Number(process.env.FUZZ_RANDOM_CASES ?? 600);
/** The per-request timeout is what catches a hang; this only bounds a phase on a very slow machine. */
const PHASE_TIMEOUT_MS = 120_000;

const calls: CallUnderTest[] = (Object.keys(contract) as CallName[]).map((name) => ({
  name,
  def: contract[name],
  valid: ((validBodies as Partial<Record<CallName, Json>>)[name] ?? {}) as Json,
}));

interface Planned {
  fuzzCase: FuzzCase;
  expected: Expected;
}
const planned: Planned[] = await (async () => {
  const rng = seededRng(SEED);
  const cases = [
    ...calls.flatMap(systematicCases),
    ...Array.from({ length: RANDOM_CASES }, () => randomCase(rng, calls)),
  ];
  return Promise.all(
    cases.map(async (fuzzCase) => {
      try {
        return { fuzzCase, expected: await expectedAnswer(contract[callOf(fuzzCase)], fuzzCase) };
      } catch (error) {
        // The model of the server's answer failed: name the case and the seed that replays it.
        throw new Error(`${describeCase(SEED, fuzzCase)}: expected answer failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
})();
const refused = planned.filter(({ expected }) => expected.status !== 200);
const accepted = planned.filter(({ expected }) => expected.status === 200);

let server: RunningServer;
/** Where the cases go; its session is a customer's made for this run, so the calls behind sign-in reach their code. */
const target: FuzzTarget = {
  get server() {
    return server;
  },
  agent: new Agent({ keepAlive: true, maxSockets: 1 }),
  sessionToken: '',
};

beforeAll(async () => {
  server = await startTestServer();
  const email = 'fuzz.customer@example.in';
  const password = 'Fuzz@2026weave';
  await server.database.db
    .insert(tables.customers)
    .values({ firstName: 'Fuzz', lastName: 'Run', email, passwordHash: await hashPassword(password) });
  const login = await send(target, {
    call: 'logincheck',
    label: 'sign in',
    kind: 'body',
    body: JSON.stringify({ user_email: email, user_password: password, session_data: [], user_type: 1 }),
  });
  target.sessionToken = String((JSON.parse(login.text) as { user_token?: unknown }).user_token ?? '');
}, START_TIMEOUT_MS);
afterAll(async () => {
  target.agent.destroy();
  await server?.close();
});

function callOf(fuzzCase: FuzzCase): CallName {
  return fuzzCase.call as CallName;
}

/** Sends one case and says what went wrong, or null. */
async function probe({ fuzzCase, expected }: Planned): Promise<string | null> {
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await send(target, fuzzCase);
  } catch (error) {
    const waited = Math.round(performance.now() - started);
    const reason =
      error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)
        ? 'no answer (hang)'
        : String(error);
    return `${describeCase(SEED, fuzzCase)}: ${reason} after ${waited} ms`;
  }
  const { status, text } = answer;
  const got = `got ${status} ${excerpt(text, 200)}`;
  const fail = (what: string) => `${describeCase(SEED, fuzzCase)}: ${what}, ${got}`;
  if (status >= 500) return fail('server error');
  if (status !== expected.status) return fail(`expected ${expected.status}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('answer not JSON');
  }
  if (expected.status === 413) return (json as { status?: unknown }).status === 'error' ? null : fail('413 body');
  if (expected.status === 400) {
    const error = ValidationErrorSchema.safeParse(json);
    if (!error.success || Object.keys(error.data.errors).length === 0) return fail('a 400 without field messages');
    if (expected.errors && JSON.stringify(error.data.errors) !== JSON.stringify(expected.errors)) {
      return fail(`field messages ${JSON.stringify(expected.errors)} expected`);
    }
    return null;
  }
  const parsed = contract[callOf(fuzzCase)].response.safeParse(json);
  return parsed.success ? null : fail('answer outside the response schema');
}

/** Sends every case, one after another, and returns the failures. */
async function run(cases: readonly Planned[]): Promise<string[]> {
  const failures: string[] = [];
  for (const item of cases) {
    const failure = await probe(item);
    if (failure) failures.push(failure);
  }
  return failures;
}

const prototypeKeys = () => [Object.prototype, Array.prototype, Function.prototype].map(Object.getOwnPropertyNames);
const keysBefore = prototypeKeys();

describe(`API fuzz from the contract (FUZZ_SEED=${SEED}, ${planned.length} requests)`, () => {
  it('has a valid body for every call that takes one, and cases of every call', () => {
    for (const { name, def, valid } of calls) {
      expect(def.request.safeParse(valid).error, name).toBeUndefined();
      expect(
        planned.some(({ fuzzCase }) => fuzzCase.call === name),
        name,
      ).toBe(true);
    }
  });

  it(
    `answers the ${refused.length} payloads its contract refuses with a 400 naming the fields (413 over the body limit), each within 5 s, and stores nothing`,
    async () => {
      const before = await snapshot(server.database.db);
      // Every table of the drizzle schema is in the list, so the comparison covers them all.
      const declared = Object.values(tables)
        .filter((value) => is(value, PgTable))
        .map((table) => `public.${getTableName(table)}`);
      expect(Object.keys(before)).toEqual(expect.arrayContaining(declared));

      const failures = await run(refused);
      expect.soft(failures.slice(0, 20), `${failures.length} of ${refused.length} refused payloads failed`).toEqual([]);
      expect(await snapshot(server.database.db)).toEqual(before);
    },
    PHASE_TIMEOUT_MS,
  );

  it(
    `answers the ${accepted.length} payloads its contract accepts (unknown fields stripped, strings read as numbers, ...) with a business answer in the response schema, each within 5 s`,
    async () => {
      const failures = await run(accepted);
      expect(failures.slice(0, 20), `${failures.length} of ${accepted.length} accepted payloads failed`).toEqual([]);
    },
    PHASE_TIMEOUT_MS,
  );

  it('still answers valid requests afterwards, signed in, and no prototype was polluted', async () => {
    for (const call of ['pagecontent', 'settingsdata', 'get-user-data'] as const) {
      const { status, text } = await send(target, {
        call,
        label: 'after the fuzz',
        kind: 'body',
        body: JSON.stringify(validBodies.pagecontent),
        signedIn: true,
      });
      expect(status, call).toBe(200);
      expect(JSON.parse(text), call).toMatchObject({ status: 'success' });
    }
    expect(prototypeKeys()).toEqual(keysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
