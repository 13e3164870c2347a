import { describe, expect, it } from 'vitest';
import { productList } from '@schemas/calls/catalogue-pages';
import { openApiDocument } from './openapi';
import { withQueryFields } from './query-fields';

/** A call's query-string fields (ADR 002): the server merges them into the body (the client: src/lib/api-client.test.ts). */
describe('query-string fields', () => {
  it('join the body on the server, the query winning, and only the declared ones', () => {
    const query: Record<string, string> = { page: '2', slug: 'necklaces' };
    const merged = withQueryFields({ slug: 'rings', page: 9 }, productList.query, (f) => query[f]);
    expect(merged).toEqual({ slug: 'rings', page: '2' });
    expect(withQueryFields({ slug: 'rings' }, productList.query, () => undefined)).toEqual({ slug: 'rings' });
    // A body that is not an object is left for the request schema to refuse.
    expect(withQueryFields('x', productList.query, () => '2')).toBe('x');
  });

  it('reach the request schema as text and are read as numbers', () => {
    const parsed = productList.request.parse(withQueryFields({ slug: 'rings' }, productList.query, () => '3'));
    expect(parsed.page).toBe(3);
  });

  it('are query parameters in the OpenAPI document, not body properties', () => {
    const doc = openApiDocument() as {
      paths: Record<string, { post: { parameters?: { name: string; in: string }[]; requestBody: unknown } }>;
    };
    const op = doc.paths['/web-api/product-list']?.post;
    expect(op?.parameters).toEqual([expect.objectContaining({ name: 'page', in: 'query' })]);
    expect(JSON.stringify(op?.requestBody)).not.toContain('"page"');
    expect(JSON.stringify(op?.requestBody)).toContain('"filterArray"');
  });
});
