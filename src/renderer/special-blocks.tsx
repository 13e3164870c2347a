import type { ComponentType, ReactElement } from 'react';
import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { lazySchema } from '@schemas/lazy';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from './define-block';

/**
 * Special blocks (issue 9 §0) whose code is one chunk: `specialBlocksFrom(load)` gives a function that
 * registers one of them by its type and name, its skeleton (or just its height) and the component picked from the
 * chunk. They take no settings (the shopper's bag, order or account is theirs), so the schema is the type.
 */
export function specialBlocksFrom<Code>(load: () => Promise<Code>) {
  return <T extends SpecialBlockType>(
    type: T,
    name: string,
    /** The placeholder while the chunk loads: a height for a plain skeleton, or a component of its own. */
    skeleton: string | (() => ReactElement),
    pick: (module: Code) => ComponentType<{ home_type: T }>,
  ) =>
    defineBlock({
      type,
      name,
      schema: lazySchema(() => z.object({ home_type: z.literal(type) })),
      skeleton: typeof skeleton === 'string' ? () => <Skeleton height={skeleton} /> : skeleton,
      load: () => load().then(pick),
    });
}
