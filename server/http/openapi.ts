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

function operation(name: string, def: CallDef) {
  const error = { $ref: '#/components/responses/Error' };
  return {
    operationId: name,
    summary: def.summary,
    security: def.auth === 'none' ? [{ accessKey: [] }] : [{ accessKey: [], bearer: [] }, { accessKey: [] }],
    ...(def.method === 'POST' ? { requestBody: { required: true, ...json(def.request, 'Payload') } } : {}),
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
