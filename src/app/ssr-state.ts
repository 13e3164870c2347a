import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { BlockRegistry, BlockType } from '@blocks/define-block';

/** The id of the JSON data block that tells the browser the page was rendered on the server. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What the browser needs to hydrate server-rendered HTML with the same first render (ADR 014): the
 * server's device guess, the blocks the page rendered (their code must be loaded first), the router's
 * state, and the data blocks asked for while rendering (dehydrated queries). The first data itself
 * travels in the initial-data block.
 */
export interface SsrState {
  mobile: boolean;
  blocks: BlockType[];
  router: HydrationState;
  queries?: DehydratedState;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state from its JSON, or null when it is not one (then the page renders on the client alone). */
export function parseSsrState(value: unknown): SsrState | null {
  if (!isRecord(value) || typeof value.mobile !== 'boolean' || !Array.isArray(value.blocks)) return null;
  const router = value.router;
  if (!isRecord(router)) return null;
  const blocks = value.blocks.filter((b): b is BlockType => typeof b === 'string' || typeof b === 'number');
  const queries = value.queries;
  return {
    mobile: value.mobile,
    blocks,
    router: {
      loaderData: isRecord(router.loaderData) ? router.loaderData : {},
      actionData: isRecord(router.actionData) ? router.actionData : null,
      errors: null,
    },
    // TanStack's hydrate() checks each entry itself; only the shape of the container is ours to check.
    ...(isRecord(queries) && Array.isArray(queries.queries) && Array.isArray(queries.mutations)
      ? { queries: queries as unknown as DehydratedState }
      : {}),
  };
}

/** Starts loading the code of every listed block; resolves when all have settled (never rejects). */
export const preloadBlocks = (registry: BlockRegistry, types: readonly BlockType[]): Promise<unknown> =>
  Promise.all(types.map((type) => registry[type]?.preload()));
