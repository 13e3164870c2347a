import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import '@/styles/tokens.css';
import { appRegistry } from '@/app/block-registry';
import { earlyTaps } from '@/app/early-taps';
import { HydrationGateProvider } from '@/app/hydration-gate';
import { planLaterFooter, preloadFooter } from '@/app/layout/later-footer';
import { AppProviders, createQueryClient } from '@/app/providers';
import { AppRouter, buildRoutes, createAppHistory, preloadRouteModules } from '@/app/router';
import { PAGE_STATE_ID, pageQueries, parsePageState, preloadBlocks, takeJsonBlock } from '@/app/page-state';
import { NOT_FOUND_PATH } from '@/app/route-table';
import { loadSanitizer, provideSanitizedLater } from '@/components/ui/safe-html';
import { linkFullStylesheet } from '@/app/full-stylesheet';
import { nextTask, whenIdle } from '@/lib/next-task';
import { readSnapshotAhead } from '@/lib/storage';
import { planLaterHydration } from '@/renderer/hydrate-later';
import { firstInteraction, warmTransportOnFirstInteraction } from '@/lib/warm-up';

// Bootstrap's grid and utilities are the layout vocabulary CMS class fields speak (ARCHITECTURE).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long after the shopper's first interaction the code of the parts still waiting to hydrate is fetched. */
const LATER_CODE_AFTER_MS = 600;

// Errors caught by a block's or route's boundary are already reported once by the renderer's policy;
// React's default would print each again for shoppers.
const options: RootOptions = {
  onCaughtError: (error, info) => {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  },
};

// The page's data (and, when the server drew the page, how to hydrate it): server/http/static-site.ts.
const state = parsePageState(takeJsonBlock(PAGE_STATE_ID));
let ssr = container.firstElementChild ? state?.render : undefined;
// CMS HTML the server sanitized for this page's later draws (ADR 044): those draws need no sanitizer.
if (state?.render?.sanitized) provideSanitizedLater(state.render.sanitized);
// Taps on a server-drawn control have been kept since the entry ran (ADR 020), for a limited time from now;
// markup the app will not hydrate is drawn afresh, so nothing is left to replay them on.
if (ssr) earlyTaps().appStarted();
else earlyTaps().release();
// A drawn page's data follows its HTML (ADR 040), asked for beside this code by the page's loader.
const queries = state?.queries ?? (state?.queriesAt ? await pageQueries(state.queriesAt) : undefined);
if (ssr && !queries) {
  // Without its data the page cannot hydrate as drawn: the app draws it afresh and asks for the data itself.
  earlyTaps().release();
  ssr = undefined;
}
if (ssr) await nextTask();
const queryClient = createQueryClient();
if (queries) hydrate(queryClient, queries);
// The server found that the URL names nothing and answered 404 with the 404 page: the browser shows it
// where a client navigation would have gone (catalogue §8, "leads to /error_404").
if (state?.path === NOT_FOUND_PATH && location.pathname !== NOT_FOUND_PATH) {
  history.replaceState(history.state, '', NOT_FOUND_PATH);
}
if (ssr) await nextTask();
const routes = buildRoutes();

if (ssr) {
  // A server-rendered page makes no call until the shopper acts; its transport waits for that (ADR 015).
  // So is the CMS HTML sanitizer: hydration adopts the server's sanitized HTML; new HTML needs it (ADR 034).
  const interaction = firstInteraction();
  warmTransportOnFirstInteraction(interaction);
  void interaction.then(() => loadSanitizer().catch(() => undefined)); // a draw that needs it loads it again
  // The first client render must equal the server's: the same data (seeded above, with the blocks'
  // data the server fetched), device set and router state, and the page's blocks and page code loaded.
  // Hydration starts at once, so the header answers clicks early; the page itself waits behind the
  // gate until its code has arrived.
  // Sections and a footer out of view wait for it, hydrating once in view (ADR 051); a tap on one is held until
  // it has. Their code comes at the shopper's first sign of interaction (a scroll starts with one), so that
  // the page a shopper scrolls, or leaves and comes Back to, has it; a page nobody touches never fetches it.
  // The footer has code of its own even in view, so a tap on it is held until it has hydrated wherever it is.
  const laterHydration = planLaterHydration(document.getElementById('main'), ssr.blocks, (part) =>
    earlyTaps().partLive(part),
  );
  const laterFooter = planLaterFooter(document);
  earlyTaps().holdLater(laterFooter ? [...laterHydration.later, laterFooter] : laterHydration.later);
  // Not in the first interaction's frames, nor a tap's made just after it: a block's code a task at a time, once the
  // page is idle a while after it (ADR 053). A part the shopper reaches sooner fetches its own code then.
  void interaction
    .then(() => whenIdle(LATER_CODE_AFTER_MS))
    .then(() => {
      if (laterFooter) preloadFooter();
      return preloadBlocks(appRegistry, ssr.blocks, nextTask);
    });
  const pageCode = Promise.all([
    preloadBlocks(appRegistry, laterHydration.now, nextTask),
    nextTask().then(() => preloadRouteModules(routes, location.pathname, nextTask)),
  ]);
  // A page whose code failed to load shows its error state; taps on it are no longer held.
  pageCode.catch(() => earlyTaps().release());
  // What the app draws after hydration (a drawer, a dialog) is styled by the whole stylesheet (ADR 035).
  await linkFullStylesheet();
  // The guest's storage the page was drawn with, parsed a value a task, not in hydration's (ADR 076).
  await readSnapshotAhead(ssr.storage ?? {}, nextTask);
  await nextTask();
  // Making the history reads the URL and the history's state: a step of its own.
  const history = createAppHistory(routes, queryClient);
  await nextTask();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page (ADR 034: total blocking time, input delay); a tap on a part not yet
  // hydrated makes React hydrate it at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydrationGateProvider value={pageCode}>
          <AppProviders client={queryClient} mobileGuess={ssr.mobile} stored={ssr.storage}>
            <AppRouter history={history} routes={routes} />
          </AppProviders>
        </HydrationGateProvider>
      </StrictMode>,
      options,
    );
  });
  earlyTaps().frameLive();
} else {
  // Served as a plain index.html (no server render, another host, or the render fell back).
  container.replaceChildren();
  createRoot(container, options).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRouter history={createAppHistory(routes, queryClient)} routes={routes} />
      </AppProviders>
    </StrictMode>,
  );
}

// From here the page answers every control: React handles a click, or a tap on a part it has not hydrated
// yet is held and made again once that part is (ADR 020), as taps have been since the entry ran.
document.documentElement.dataset.app = 'started';
