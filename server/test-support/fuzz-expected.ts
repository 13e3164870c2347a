import { HonoRequest } from 'hono/request';
import type { CallDef } from '@schemas/call';
import { MAX_BODY_BYTES } from '../http/api-routes';
import { MAX_BODY_DEPTH, nestingDepth } from '../http/read-body';
import { withQueryFields } from '../http/query-fields';
import { fieldErrors } from '../lib/zod-issues';
import { serverMessages } from '../messages';
import type { ZodLike } from './fuzz-fields';
import { JSON_TYPE, type FuzzCase } from './fuzz-payloads';

/** What the contract says the server must answer a fuzz case (server/fuzz.test.ts, issue 13 §3). */

// ---------------------------------------------------------------------------------------------------------------
// What the contract says the answer is.

export type Expected =
  /** The body is over the limit: refused before it is read. */
  | { status: 413 }
  /** Refused with field messages: exactly these, or any when `errors` is undefined. */
  | { status: 400; errors?: Record<string, string[]> }
  /** The schema accepts it: a business answer, in the call's response schema. */
  | { status: 200 };

const bytesOf = (body: string | Uint8Array<ArrayBuffer> | undefined): Uint8Array<ArrayBuffer> =>
  body === undefined ? new Uint8Array() : typeof body === 'string' ? new TextEncoder().encode(body) : body;

/**
 * The answer the contract gives `fuzzCase`: a body over the limit is refused unread (413); one that is not
 * JSON, or that the call's request schema refuses (after the query's fields join it), gets a 400 with the
 * schema's own field messages; anything else the schema accepts. Bodies are decoded as the server reads them
 * (UTF-8, a byte-order mark dropped; empty means {}); forms are read by Hono, as on the server.
 */
export async function expectedAnswer(def: CallDef, fuzzCase: FuzzCase): Promise<Expected> {
  const url = `http://fuzz.invalid/${def.path}${fuzzCase.query ?? ''}`;
  let input: unknown = {};
  if (def.method === 'POST') {
    const bytes = bytesOf(fuzzCase.body);
    if (bytes.length > MAX_BODY_BYTES) return { status: 413 };
    const type = (fuzzCase.contentType === undefined ? JSON_TYPE : (fuzzCase.contentType ?? '')).toLowerCase();
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const request = new HonoRequest(
        new Request(url, { method: 'POST', headers: { 'content-type': type }, body: bytes }),
      );
      try {
        input = await request.parseBody();
      } catch {
        return { status: 400 };
      }
    } else {
      const text = new TextDecoder().decode(bytes);
      if (text.trim() !== '') {
        try {
          input = JSON.parse(text);
        } catch {
          return { status: 400, errors: { _: [serverMessages.invalidJson] } };
        }
        if (nestingDepth(input) > MAX_BODY_DEPTH) return { status: 400, errors: { _: [serverMessages.nestedTooDeep] } };
      }
    }
  }
  const query = new HonoRequest(new Request(url));
  input = withQueryFields(input, def.query, (field) => query.query(field));
  const parsed = (def.request as unknown as ZodLike).safeParse(input);
  return parsed.success ? { status: 200 } : { status: 400, errors: fieldErrors(parsed.error) };
}
