import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { useUnderTheLargestPaint } from '@/components/ui/under-the-largest-paint';
import { eagerComponent, lazyComponent, type LoadState } from '@/lib/lazy-component';

/**
 * A CMS block's key: a `home_type` number 1–21 (spec: shell §2 "Detail blocks by home_type") or the
 * name of a special block such as 'hero-banner' or 'cart'.
 */
export type BlockType = number | string;

/** How far a block's code has got: lazily loaded blocks start 'idle' and end 'loaded' or 'failed'. */
export type BlockLoadState = LoadState;

/**
 * A registered block as the renderer sees it. `Props` is the parsed block (`z.infer` of its schema), so a
 * block component never sees raw JSON. `render` is declared as a method on purpose: that keeps a registry
 * of differently-typed blocks assignable to `Record<BlockType, BlockDefinition>`, while `defineBlock`
 * still ties each component's props to its own schema.
 */
export interface BlockDefinition<Props extends object = object> {
  readonly type: BlockType;
  /** Human name shown to editors on the error card ("Image", "Heading"). */
  readonly name: string;
  /** The block's zod schema as written (for tooling such as the editors' playground). */
  readonly schema: z.ZodMiniType;
  /** Parses a raw payload (home_type already numeric) with the block's schema. */
  parse(input: unknown): z.core.util.SafeParseResult<Props>;
  /** Renders the block with props its own schema produced. */
  render(props: Props): ReactNode;
  /** Placeholder shown while the block's code (or data) loads. */
  readonly Skeleton?: ComponentType | undefined;
  /** Starts loading the block's code; resolves (never rejects) when settled. */
  preload(): Promise<void>;
  loadState(): BlockLoadState;
}

/** The registry: a typed map keyed by `home_type` (renderer looks blocks up in it, from context). */
export type BlockRegistry = Readonly<Record<BlockType, BlockDefinition>>;

interface BlockConfigBase<S extends z.ZodMiniType<object, unknown>> {
  type: BlockType;
  name: string;
  /** Parses the raw CMS payload (with `home_type` already numeric) into the component's props. */
  schema: S;
  skeleton?: ComponentType;
}

/** Either an eagerly bundled `component`, or `load` returning it lazily (preferred: one chunk per type). */
export type BlockConfig<S extends z.ZodMiniType<object, unknown>> = BlockConfigBase<S> &
  (
    | { component: ComponentType<z.output<S>>; load?: never }
    | { load: () => Promise<ComponentType<z.output<S>>>; component?: never }
  );

/**
 * Declares a CMS block. With `load`, the component is wrapped in React.lazy once per type, so its code is
 * split out and only fetched for pages that contain the type (ARCHITECTURE "The renderer").
 *
 * @example
 * export const richTextBlock = defineBlock({
 *   type: 4, name: 'Rich text', schema: RichTextBlockSchema,
 *   load: () => import('./rich-text').then((m) => m.RichText),
 * });
 */
export function defineBlock<S extends z.ZodMiniType<object, unknown>>(
  config: BlockConfig<S>,
): BlockDefinition<z.output<S>> {
  type Props = z.output<S>;
  // The config's type makes exactly one of `component` and `load` present.
  const code = config.component
    ? eagerComponent(config.component)
    : lazyComponent(config.load as () => Promise<ComponentType<Props>>);

  return {
    type: config.type,
    name: config.name,
    schema: config.schema,
    parse: (input: unknown) => config.schema.safeParse(input),
    Skeleton: config.skeleton,
    render: (props: Props) => createElement(code.Component, props),
    preload: () =>
      code.preload().then(
        () => undefined,
        () => undefined,
      ),
    loadState: code.state,
  };
}

/**
 * True for blocks in a page's first section, which is likely above the fold: such blocks load their
 * media eagerly and at high priority (it is often the page's largest contentful paint). The renderer
 * provides it; blocks read it with `useAboveTheFold()`.
 */
export const AboveTheFoldContext = createContext(false);

export const useAboveTheFold = () => useContext(AboveTheFoldContext);

/**
 * The fetch priority of a block's images: high in a page's first section (`useAboveTheFold`), low right under a
 * largest paint the page draws itself (`UnderTheLargestPaintContext`), else the browser's own.
 */
export function useImageFetchPriority(): 'high' | 'low' | undefined {
  const first = useAboveTheFold();
  const underTheLargest = useUnderTheLargestPaint();
  return first ? 'high' : underTheLargest ? 'low' : undefined;
}

/**
 * One registry from several (the CMS blocks, then each feature's special blocks). Two definitions of one
 * type are a programming error, found when the app starts rather than by a page that renders the wrong one.
 */
export function composeRegistry(...registries: BlockRegistry[]): BlockRegistry {
  const composed: Record<BlockType, BlockDefinition> = {};
  for (const registry of registries) {
    for (const [type, block] of Object.entries(registry)) {
      if (type in composed) throw new Error(`Block type ${type} is registered twice`);
      composed[type] = block;
    }
  }
  return Object.freeze(composed);
}
