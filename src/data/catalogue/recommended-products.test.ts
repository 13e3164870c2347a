import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { recommendedProductsQueryOptions, type RecommendationsLayout } from './recommended-products';

/** Seeds the list as a drawn page's state does, then shows it in `layout`: how many times it was fetched again. */
async function fetchesOnShow(layout: RecommendationsLayout): Promise<number> {
  const client = new QueryClient();
  const answer = { status: 'success', recommendedproducts: [] };
  client.setQueryData(recommendedProductsQueryOptions(layout).queryKey, answer);
  const queryFn = vi.fn(() => Promise.resolve(answer));
  const observer = new QueryObserver(client, { ...recommendedProductsQueryOptions(layout), queryFn });
  const stop = observer.subscribe(() => undefined);
  await Promise.resolve();
  stop();
  client.clear();
  return queryFn.mock.calls.length;
}

describe('recommendedProductsQueryOptions', () => {
  it('asks again each time the bag drawer shows the list (shell §4)', async () => {
    expect(await fetchesOnShow('aside')).toBe(1);
  });

  it("keeps the answer a page came with: /cart's slider does not fetch it again after hydrating", async () => {
    expect(await fetchesOnShow('page')).toBe(0);
  });
});
