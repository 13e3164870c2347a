import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import '@/styles/tokens.css';
import { blockRegistry } from '@blocks/registry';
import { HydrationGateProvider } from '@/app/hydration-gate';
import { seedInitialData, takeJsonBlock } from '@/app/initial-data';
import { AppProviders, createQueryClient } from '@/app/providers';
import { buildRoutes, createAppRouter, preloadRouteModules } from '@/app/router';
import { parseSsrState, preloadBlocks, SSR_STATE_ID } from '@/app/ssr-state';
import { warmTransportOnFirstInteraction } from '@/app/warm-up';

// Bootstrap's grid and utilities are the layout vocabulary CMS class fields speak (ARCHITECTURE).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Errors caught by a block's or route's boundary are already reported once by the renderer's policy;
// React's default would print each again for shoppers.
const options: RootOptions = {
  onCaughtError: (error, info) => {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  },
};

/**
 * Lets the browser run other work (input, paint) between the start-up steps, so that starting the app is
 * several short tasks instead of one long one (ADR 014: total blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Present only when the server rendered this page into #root (server/http/ssr.ts, ADR 014).
const ssr = container.firstElementChild ? parseSsrState(takeJsonBlock(SSR_STATE_ID)) : null;
if (ssr) await yieldToBrowser();
const queryClient = createQueryClient();
seedInitialData(queryClient);
if (ssr) await yieldToBrowser();
if (ssr?.queries) hydrate(queryClient, ssr.queries);
const routes = buildRoutes(queryClient);

if (ssr) {
  // A server-rendered page makes no call until the shopper acts; its transport waits for that (ADR 015).
  warmTransportOnFirstInteraction();
  // The first client render must equal the server's: the same data (seeded above, with the blocks'
  // data the server fetched), device set and router state, and the page's blocks and page code loaded.
  // Hydration starts at once, so the header answers clicks early; the page itself waits behind the
  // gate until its code has arrived.
  const pageCode = Promise.all([
    preloadBlocks(blockRegistry, ssr.blocks),
    preloadRouteModules(routes, location.pathname),
  ]);
  await yieldToBrowser();
  hydrateRoot(
    container,
    <StrictMode>
      <HydrationGateProvider value={pageCode}>
        <AppProviders client={queryClient} mobileGuess={ssr.mobile}>
          <RouterProvider router={createAppRouter(routes, ssr.router)} />
        </AppProviders>
      </HydrationGateProvider>
    </StrictMode>,
    options,
  );
} else {
  // Served as a plain index.html (no server render, another host, or the render fell back).
  container.replaceChildren();
  createRoot(container, options).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={createAppRouter(routes)} />
      </AppProviders>
    </StrictMode>,
  );
}
