import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BlockRegistry } from '@/renderer/define-block';
import { appRegistry } from './block-registry';
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
}

/** App-wide context: server state, the block registry the renderer draws from, and the toasters. */
export function AppProviders({ children, client, registry = appRegistry, mobileGuess = false }: AppProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MobileGuessProvider mobile={mobileGuess}>
        <RegistryProvider registry={registry}>
          {children}
          <DeferredToaster />
        </RegistryProvider>
      </MobileGuessProvider>
    </QueryClientProvider>
  );
}
