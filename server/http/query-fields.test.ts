import { describe, expect, it } from 'vitest';
import { productList } from '@schemas/calls/catalogue';
import { splitQuery } from '../../src/lib/api-client';
import { openApiDocument } from './openapi';
import { withQueryFields } from './query-fields';

/** A call's query-string fields (ADR 002): the client moves them to the URL, the server merges them back. */
describe('query-string fields', () => {
  const body = { page: 3, slug: 'rings', type: 'category', filterArray: [1] };

  it('leave the body for the URL in the client, and absent ones stay out', () => {
    expect(splitQuery(productList, body)).toEqual({
      url: '/product-list?page=3',
      data: { slug: 'rings', type: 'category', filterArray: [1] },
    });
    expect(splitQuery(productList, { ...body, page: undefined }).url).toBe('/product-list');
  });

  it('join the body on the server, the query winning, and only the declared ones', () => {
    const query: Record<string, string> = { page: '2', slug: 'necklaces' };
    const merged = withQueryFields({ slug: 'rings', page: 9 }, productList.query, (f) => query[f]);
    expect(merged).toEqual({ slug: 'rings', page: '2' });
    expect(withQueryFields({ slug: 'rings' }, productList.query, () => undefined)).toEqual({ slug: 'rings' });
    // A body that is not an object is left for the request schema to refuse.
    expect(withQueryFields('x', productList.query, () => '2')).toBe('x');
  });

  it('round-trip through the request schema: the page arrives as a number', () => {
    const { url, data } = splitQuery(productList, body);
    const search = new URL(url, 'http://x').searchParams;
    const parsed = productList.request.parse(
      withQueryFields(data, productList.query, (f) => search.get(f) ?? undefined),
    );
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
