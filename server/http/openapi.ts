import { z } from 'zod';
import { ACCESS_KEY_HEADER, API_PREFIX, type CallDef } from '@schemas/call';
import { ValidationErrorSchema } from '@schemas/validation-error';
import { contract } from '@schemas/contract';

/**
 * The OpenAPI 3.1 document, derived from the contract table like everything else (ARCHITECTURE:
 * "One table lists every call"). Schemas describe the parsed (output) side: preprocessing adapters
 * accept more than this on the way in.
 */
const jsonSchema = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });

const json = (schema: z.core.$ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema) } },
});

/** The request body's schema without the fields that travel in the query string. */
function bodySchema(def: CallDef): object {
  const schema = jsonSchema(def.request) as { properties?: Record<string, unknown>; required?: string[] };
  for (const field of def.query ?? []) {
    delete schema.properties?.[field];
    if (schema.required) schema.required = schema.required.filter((name) => name !== field);
  }
  return schema;
}

/** Query-string parameters (`product-list?page={n}`), described as strings: they arrive as text. */
const queryParameters = (def: CallDef) =>
  (def.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));

function operation(name: string, def: CallDef) {
  const error = { $ref: '#/components/responses/Error' };
  return {
    operationId: name,
    summary: def.summary,
    security: def.auth === 'none' ? [{ accessKey: [] }] : [{ accessKey: [], bearer: [] }, { accessKey: [] }],
    ...(def.query?.length ? { parameters: queryParameters(def) } : {}),
    ...(def.method === 'POST'
      ? {
          requestBody: {
            required: true,
            description: 'Payload',
            content: { 'application/json': { schema: bodySchema(def) } },
          },
        }
      : {}),
    responses: {
      200: json(def.response, 'Answer; business failures are status "error" with a message'),
      ...(def.method === 'POST' ? { 400: json(ValidationErrorSchema, 'Invalid payload, with field messages') } : {}),
      401: error,
    },
  };
}

let cached: object | undefined;

export function openApiDocument(): object {
  cached ??= {
    openapi: '3.1.0',
    info: { title: 'Padmakshya storefront API', version: '1.0.0' },
    paths: Object.fromEntries(
      Object.entries(contract).map(([name, def]: [string, CallDef]) => [
        `${API_PREFIX}/${def.path}`,
        { [def.method.toLowerCase()]: operation(name, def) },
      ]),
    ),
    components: {
      securitySchemes: {
        accessKey: { type: 'apiKey', in: 'header', name: ACCESS_KEY_HEADER },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      responses: {
        Error: json(z.object({ status: z.literal('error'), message: z.string() }), 'Missing or wrong access key'),
      },
    },
  };
  return cached;
}
