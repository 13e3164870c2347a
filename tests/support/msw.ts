import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PREFIX, type CallDef } from '@schemas/call';
import type { ValidationError } from '@schemas/validation-error';
import { contract, type CallName } from '@schemas/contract';
import type { ResponseBuilders } from '@fixtures/responses/types';
import { serverMessages } from '../../server/messages';
import { fieldErrors } from '../../server/lib/zod-issues';
import { withQueryFields } from '../../server/http/query-fields';

/**
 * MSW handlers for every call of the contract (schemas/contract.ts), answering with the canned responses
 * of fixtures/responses/*.ts. Storybook (.storybook/preview.tsx, service worker) and jsdom tests
 * (msw/node) use the same handlers, so stories and tests see the data the server would seed.
 * A new fixtures/responses/<area>.ts module joins without edits here (import.meta.glob).
 *
 * Like the server, a handler validates the body with the call's request schema (400 with field
 * messages); a call without a builder answers 404 naming the file to add it to.
 */

type BuilderModule = Record<string, unknown>;

const modules = import.meta.glob<BuilderModule>(['../../fixtures/responses/*.ts', '!**/*.test.ts', '!**/types.ts'], {
  eager: true,
});

const isCallName = (name: string): name is CallName => Object.hasOwn(contract, name);

/** Every builder of every module, keyed by call name; two modules answering one call is a mistake. */
export function collectBuilders(sources: Record<string, BuilderModule>): ResponseBuilders {
  const builders: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const [file, mod] of Object.entries(sources)) {
    for (const exported of Object.values(mod)) {
      if (!exported || typeof exported !== 'object') continue;
      for (const [name, builder] of Object.entries(exported)) {
        if (!isCallName(name) || typeof builder !== 'function') continue;
        if (owner[name]) throw new Error(`Both ${owner[name]} and ${file} answer the call '${name}'`);
        owner[name] = file;
        builders[name] = builder;
      }
    }
  }
  return builders as ResponseBuilders;
}

export const responseBuilders: ResponseBuilders = collectBuilders(modules);

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

async function readBody(request: Request, def: CallDef): Promise<{ body: unknown } | { error: Response }> {
  if (def.method === 'GET') return { body: {} };
  const text = await request.text();
  try {
    return { body: text ? JSON.parse(text) : {} };
  } catch {
    return { error: json({ status: 'error', message: serverMessages.invalidJson }, 400) };
  }
}

function handlerFor(def: CallDef, builder: ((body: unknown) => unknown) | undefined): HttpHandler {
  const method = def.method === 'GET' ? http.get : http.post;
  // Any origin: the client may be built with VITE_API_BASE_URL pointing at another host.
  return method(`*${API_PREFIX}/${def.path}`, async ({ request }) => {
    if (!builder) {
      return json(
        {
          status: 'error',
          message: `${serverMessages.notFound}: no canned answer for '${def.name}' (add one in fixtures/responses/)`,
        },
        404,
      );
    }
    const read = await readBody(request, def);
    if ('error' in read) return read.error;
    // Query-string fields (`product-list?page={n}`) join the body, as on the server (ADR 002).
    const search = new URL(request.url).searchParams;
    const input = withQueryFields(read.body, def.query, (field) => search.get(field) ?? undefined);
    const parsed = def.request.safeParse(input);
    if (!parsed.success) {
      const answer: ValidationError = {
        status: 'error',
        message: serverMessages.validationFailed,
        errors: fieldErrors(parsed.error),
      };
      return json(answer, 400);
    }
    return json(builder(parsed.data));
  });
}

/** Handlers for `builders` (default: every fixtures/responses module), one per contract call. */
export function apiHandlers(builders: ResponseBuilders = responseBuilders): HttpHandler[] {
  const lookup = builders as Record<string, ((body: unknown) => unknown) | undefined>;
  const calls = Object.values(contract) as CallDef[];
  return [
    ...calls.map((def) => handlerFor(def, lookup[def.name])),
    // Anything else under the API prefix is not a call of the contract.
    http.all(`*${API_PREFIX}/*`, () => json({ status: 'error', message: serverMessages.notFound }, 404)),
  ];
}
