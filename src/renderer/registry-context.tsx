import { createContext, useContext, type ReactNode } from 'react';
import type { BlockRegistry } from '@/renderer/define-block';

const EMPTY_REGISTRY: BlockRegistry = Object.freeze({});
const RegistryContext = createContext<BlockRegistry | null>(null);

/**
 * Gives the renderer its block registry. The renderer never imports blocks/registry.ts: the app (or
 * Storybook, or a test) decides which blocks exist (ARCHITECTURE "The renderer takes its registry from context").
 */
export function RegistryProvider({ registry, children }: { registry: BlockRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry from the nearest RegistryProvider; an empty one (every block unknown) without a provider. */
export function useRegistry(): BlockRegistry {
  return useContext(RegistryContext) ?? EMPTY_REGISTRY;
}
