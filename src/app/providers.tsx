import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BlockRegistry } from '@/renderer/define-block';
import { appRegistry } from './block-registry';
import { StoredSnapshotProvider, type StoredSnapshot } from '@/data/stored-snapshot';
import { MobileGuessProvider } from '@/lib/use-media-query';
import { RegistryProvider } from '@/renderer/registry-context';
import { DeferredToaster } from './deferred-toaster';

/** One retry for flaky networks; no refetch on focus, since CMS content changes rarely. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

interface AppProvidersProps {
  children: ReactNode;
  client?: QueryClient;
  /** The block registry; the server renderer passes one that notes which blocks a page used. */
  registry?: BlockRegistry;
  /** The server's device guess, for the server render and the hydration of its HTML (ADR 014). */
  mobileGuess?: boolean;
  /** The guest's mirrored browser storage the server drew the page with (ADR 024). */
  stored?: StoredSnapshot;
}

const NOTHING_STORED: StoredSnapshot = {};

/** App-wide context: server state, the block registry the renderer draws from, and the toasters. */
export function AppProviders({
  children,
  client,
  registry = appRegistry,
  mobileGuess = false,
  stored = NOTHING_STORED,
}: AppProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MobileGuessProvider mobile={mobileGuess}>
        <StoredSnapshotProvider snapshot={stored}>
          <RegistryProvider registry={registry}>
            {children}
            <DeferredToaster />
          </RegistryProvider>
        </StoredSnapshotProvider>
      </MobileGuessProvider>
    </QueryClientProvider>
  );
}
