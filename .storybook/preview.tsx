import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { cmsBlocks } from '@blocks/registry';
import { layOutWholePage } from '@/components/ui/laid-out-near';
import { provideSanitizer } from '@/components/ui/safe-html';
import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { PageSections } from '@/renderer/page-sections';
import { PreviewModeProvider } from '@/renderer/preview-mode';
import { RegistryProvider } from '@/renderer/registry-context';
import '@/styles/tokens.css';
import { apiHandlers } from '../tests/support/msw';
import { createStoryQueryClient, type StoryParameters } from './seed';

// Stories draw CMS HTML at once (the storefront loads the sanitizer on demand, ADR 034).
provideSanitizer(sanitizeHtml);
// Editors see, and the page-by-page screenshots compare, every part laid out (the storefront lays out a part
// far down the page once it comes near the screen, ADR 050).
layOutWholePage(true);
// A play function's findBy and waitFor wait up to 5 s, not Testing Library's 1 s: an answer from the mocked API can
// take longer than a second on a busy two-core machine (a story then failed its first try in the visual run).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Block data comes through Mock Service Worker, answering every call of the contract from fixtures
 * (tests/support/msw.ts). The worker script lives in .storybook/public (a static dir): beside iframe.html
 * in Storybook, at the root under Vitest's browser mode. The handlers are the worker's initial ones, so
 * they survive the addon's reset between stories; a story overrides a call with `parameters.msw` or
 * `msw.use()` in its beforeEach.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...apiHandlers());
  const beside = /\/iframe\.html$/.test(window.location.pathname);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: beside ? './mockServiceWorker.js' : '/mockServiceWorker.js' },
  });
  return worker;
}

/**
 * Every story runs inside the app's providers: a fresh QueryClient (seeded from `queryData` and friends,
 * see seed.ts), a MemoryRouter, the block registry, and editor preview mode (so a bad CMS block shows
 * its error card, ADR 005).
 */
const withAppProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as StoryParameters;
  return (
    <StoryProviders parameters={parameters}>
      {parameters.cmsSections ? <PageSections sections={parameters.cmsSections} /> : <Story />}
    </StoryProviders>
  );
};

function StoryProviders({ parameters, children }: { parameters: StoryParameters; children: ReactNode }) {
  const [client] = useState(() => createStoryQueryClient(parameters));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <RegistryProvider registry={cmsBlocks}>
          <PreviewModeProvider value={parameters.preview ?? true}>{children}</PreviewModeProvider>
        </RegistryProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [mswLoader(startWorker)],
  // Each story starts signed out with an empty bag: the visual check reuses one page per worker, and a
  // story's own cleanup does not run when the next story's navigation unloads it.
  beforeEach: () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Report accessibility violations in the a11y panel, and fail the story in the visual run and Vitest (ADR 061).
    a11y: { test: 'error' },
  },
};

export default preview;
