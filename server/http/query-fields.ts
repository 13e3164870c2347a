/**
 * Request fields a call carries in the query string (`query` on the call definition, e.g. `product-list?page={n}`,
 * catalogue §7) join the parsed body before the request schema runs (docs/decisions/002-contract.md). Shared by
 * the server's routes and the MSW handlers, so both read a call the same way.
 */
/** `input` with the call's query-string fields (those present) added; a body's own field loses to the query's. */
export function withQueryFields(
  input: unknown,
  fields: readonly string[] | undefined,
  read: (field: string) => string | undefined,
): unknown {
  if (!fields?.length || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const merged: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const field of fields) {
    const value = read(field);
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}
