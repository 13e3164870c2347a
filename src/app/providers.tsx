import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { blockRegistry } from '@blocks/registry';
import { RegistryProvider } from '@/renderer/registry-context';
import { DeferredToaster } from './deferred-toaster';

/** One retry for flaky networks; no refetch on focus, since CMS content changes rarely. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** App-wide context: server state, the block registry the renderer draws from, and the toasters. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RegistryProvider registry={blockRegistry}>
        {children}
        <DeferredToaster />
      </RegistryProvider>
    </QueryClientProvider>
  );
}
