import { Writable } from 'node:stream';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { BlockDefinition, BlockRegistry } from '@/renderer/define-block';
import { appRegistry } from './block-registry';

/**
 * The server renderer's tools (src/entry-server.tsx): the registry that notes which blocks a page drew, the
 * whole tree rendered to a string within a budget, and the data the blocks asked for while it was drawn.
 */

/** The registry with each block noting that it rendered, so the browser can load that code first. */
export function noteUsedBlocks(used: Set<string>): BlockRegistry {
  return Object.fromEntries(
    Object.entries(appRegistry).map(([key, block]: [string, BlockDefinition]) => [
      key,
      {
        ...block,
        render(props: object) {
          used.add(key);
          return block.render(props);
        },
      },
    ]),
  );
}

/** Renders the whole tree, Suspense boundaries and lazy code included, to a string (or fails). */
export function renderToHtml(element: ReactNode, budgetMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // Any error, even one a Suspense boundary would leave to the browser, fails the render: the
    // browser would log it as a recoverable hydration error, so the page is better served unrendered.
    let failure: unknown;
    // React starts rendering on a later tick, so the callbacks below only ever see `timer` assigned.
    const stream = renderToPipeableStream(element, {
      // Whole boundaries stay inline: React would otherwise move large ones into inline scripts ($RC),
      // which the CSP forbids and which only help streaming, not a page sent in one piece.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else stream.pipe(sink);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took longer than ${budgetMs} ms`)), budgetMs);
  });
}

/** `promise`, or nothing once `ms` have passed (what it was doing is then cancelled by the caller). */
export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Asks for the data the page's blocks wanted while rendering (server-side queries do not fetch), within
 * `ms`. What has not arrived by then is cancelled, so the next render and the browser agree on it.
 * Returns the hashes of the queries now answered.
 */
export async function fetchWantedData(client: QueryClient, ms: number): Promise<Set<string>> {
  // A query turned off (`enabled: false`, such as the signed-in shopper's) stays off, as in the browser.
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        typeof query.options.queryFn === 'function' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  if (wanted.length === 0) return new Set();
  await within(
    Promise.all(
      wanted.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    ),
    ms,
  );
  await client.cancelQueries();
  return new Set(wanted.filter((query) => query.state.status === 'success').map((query) => query.queryHash));
}
