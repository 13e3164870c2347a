import { Agent, request } from 'node:http';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { contract, type CallName } from '@schemas/contract';
import { DEFAULT_ACCESS_KEY } from '../config';
import type { RunningServer } from '../main';
import type { FuzzCase } from './fuzz-payloads';

/** How the API fuzz run (server/fuzz.test.ts) sends a case and names it in a failure. */

export interface Answer {
  status: number;
  text: string;
}

/** Where a case goes: the app in-process, the same app over HTTP, and the run's signed-in session. */
export interface FuzzTarget {
  server: RunningServer;
  /** One socket at a time, kept alive as a browser would. */
  agent: Agent;
  /** A customer's session for the cases behind sign-in ('' before it exists). */
  sessionToken: string;
}

/** The longest a case may wait for its answer: a case over it is a hang. */
export const REQUEST_TIMEOUT_MS = 5_000;

/** Sends a case (in-process when it spoils one field, else over HTTP) and reads the answer, within the timeout. */
export function send({ server, agent, sessionToken }: FuzzTarget, fuzzCase: FuzzCase): Promise<Answer> {
  const def = contract[fuzzCase.call as CallName];
  const headers: Record<string, string> = { [ACCESS_KEY_HEADER]: DEFAULT_ACCESS_KEY, ...fuzzCase.headers };
  if (fuzzCase.contentType !== null) headers['Content-Type'] = fuzzCase.contentType ?? 'application/json';
  // Never to logout, which would end the session for every case after it.
  if (fuzzCase.signedIn && sessionToken && fuzzCase.call !== 'logout') {
    headers.Authorization = `Bearer ${sessionToken}`;
  }
  const body =
    def.method === 'GET'
      ? undefined
      : typeof fuzzCase.body === 'string'
        ? new TextEncoder().encode(fuzzCase.body)
        : (fuzzCase.body ?? new Uint8Array());
  const path = `${API_PREFIX}/${def.path}${fuzzCase.query ?? ''}`;
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (fuzzCase.kind === 'field') {
    const answer = Promise.resolve(
      server.app.request(path, { method: def.method, headers, ...(body ? { body } : {}), signal }),
    ).then(async (res) => ({ status: res.status, text: await res.text() }));
    const timeout = new Promise<never>((_, fail) => signal.addEventListener('abort', () => fail(signal.reason)));
    return Promise.race([answer, timeout]);
  }
  return overHttp(`${server.url}${path}`, { method: def.method, agent, signal, headers }, body);
}

/**
 * One request on the keep-alive agent. A reset before any answer on a socket the agent reused is the race of a
 * server closing an idle connection as the next request leaves: the server read none of it, so it is sent once
 * more on a fresh socket, as browsers do (Node's http docs, `request.reusedSocket`). Any other error fails.
 */
function overHttp(
  url: string,
  {
    method,
    agent,
    signal,
    headers,
  }: { method: string; agent: Agent; signal: AbortSignal; headers: Record<string, string> },
  body: Uint8Array | undefined,
  retried = false,
): Promise<Answer> {
  return new Promise<Answer>((done, fail) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        signal,
        headers: { ...headers, ...(body ? { 'Content-Length': String(body.byteLength) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') {
        overHttp(url, { method, agent, signal, headers }, body, true).then(done, fail);
      } else fail(error);
    });
    outgoing.end(body);
  });
}

export function excerpt(text: string, max = 300): string {
  return text.length <= max
    ? JSON.stringify(text)
    : `${JSON.stringify(text.slice(0, max))}… (${text.length} characters)`;
}

/** A case as a failure names it, with the seed that replays the run. */
export function describeCase(
  seed: number,
  { call, label, body, query, contentType, signedIn, headers }: FuzzCase,
): string {
  const shown = body === undefined ? '(none)' : typeof body === 'string' ? excerpt(body) : `bytes [${body.join(',')}]`;
  const extras = [
    query ? `query ${excerpt(query, 100)}` : '',
    contentType === undefined ? '' : `Content-Type ${String(contentType)}`,
    signedIn ? 'signed in' : '',
    headers ? `headers ${excerpt(JSON.stringify(headers), 100)}` : '',
  ].filter(Boolean);
  return `[FUZZ_SEED=${seed}] ${call} (${label}): body ${shown}${extras.length ? `; ${extras.join('; ')}` : ''}`;
}
