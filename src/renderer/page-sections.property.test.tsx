import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as React from 'react';
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cmsBlocks } from '@blocks/registry';
import { MOBILE_BREAKPOINT_PX } from '@domain/constants';
import { API_PREFIX } from '@schemas/call';
import { apiHandlers } from '../../tests/support/msw';
import {
  arbitraryInputFor,
  pageCaseArbitrary,
  responsiveCaseArbitrary,
  type PageCase,
  type ResponsiveCase,
} from '../../tests/support/page-arbitraries';
import { errorCards, isBlank, shownContent } from '../../tests/support/shown-content';
import { fakeMatchMedia } from '../../tests/support/viewport';
import { PageSections } from './page-sections';
import { parsePage, type BlockNode, type ColumnNode, type InvalidNode, type SectionNode } from './parse-page';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { resetRendererWarnings } from './report';
import { ResponsiveSections } from './responsive-sections';

/**
 * Robustness (issue 3 §4, ADR 005): generated and mutated CMS pages, rendered through the real renderer
 * with the real block registry, for shoppers and for editors. For every page:
 *
 * 1. No error escapes a block's boundary: the test's root boundary never catches anything.
 * 2. The page is never blank. A page is **blank** when, once every block's code has loaded and every data
 *    call has settled, its container shows nothing of any block: no non-whitespace text and no img, video,
 *    picture or iframe outside `aria-hidden` skeletons and editors' error cards. Each generated page holds a
 *    valid anchor block (tests/support/page-arbitraries.ts), so it must not be blank, and the anchor's own
 *    text must be shown.
 * 3. The policy holds: shoppers see no error card; editors see one card per reported problem; every
 *    statically invalid node is reported; only the visible browser/mobile set renders.
 *
 * PROPERTY_RUNS sets the run count (500 here; `npm run bench` runs 10,000); PROPERTY_SEED and PROPERTY_PATH
 * replay a run (fast-check prints both on failure; the bench names them per failing run), shrinking it to a
 * small counterexample. PROPERTY_REPORT names a JSON file for the bench's summary: then every run is
 * checked and failures are counted instead of stopping at the first.
 */

const RUNS = Math.max(1, Number(process.env.PROPERTY_RUNS ?? 500) || 500);
// Chosen here rather than by fast-check, so the bench can name each failing run's replay command.
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() ^ (Math.random() * 2 ** 32);
const PATH = process.env.PROPERTY_PATH;
const REPORT = process.env.PROPERTY_REPORT;
/** Which React build runs: only the development build exports `act` (the ESM namespace lists it either way). */
const reactBuild = typeof Reflect.get(React, 'act') === 'function' ? 'development' : 'production';

// ---- block data: MSW answers every call from fixtures/responses (tests/support/msw.ts), never the network --

const unhandled: string[] = [];
const server = setupServer(
  ...apiHandlers(),
  // Anything else would go to the network: refuse it, and report it as a problem of the case.
  http.all('*', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
    return HttpResponse.error();
  }),
);
/** Makes every data call fail (the blocks' failure states must hold up too). */
const failEveryCall = http.all(`*${API_PREFIX}/*`, () => HttpResponse.json({ status: 'error' }, { status: 500 }));

// ---- rendering one case ---------------------------------------------------------------------------------

/** The test's root boundary: anything it catches escaped the renderer's own boundaries. */
class RootBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type AnyNode = SectionNode | ColumnNode | BlockNode | InvalidNode;
function nodesOf(nodes: readonly AnyNode[]): AnyNode[] {
  return nodes.flatMap((n) => [
    n,
    ...(n.kind === 'section' ? nodesOf(n.columns) : n.kind === 'column' ? nodesOf(n.details) : []),
  ]);
}

type Case = { page: PageCase } | { responsive: ResponsiveCase };

/** The nodes of the set that will render (and where the anchor must be). */
function visibleNodes(c: Case) {
  if ('page' in c) return nodesOf(parsePage(c.page.sections, cmsBlocks).sections);
  const { responsive: r } = c;
  return r.width <= MOBILE_BREAKPOINT_PX
    ? nodesOf(parsePage(r.mobile, cmsBlocks, 'mobile').sections)
    : nodesOf(parsePage(r.browser, cmsBlocks, 'browser').sections);
}

/** Waits until no data call is in flight and React has had two quiet macrotasks to render the answers. */
async function settle(client: QueryClient) {
  let quiet = 0;
  for (let tick = 0; tick < 100 && quiet < 2; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quiet = client.isFetching() === 0 && client.isMutating() === 0 ? quiet + 1 : 0;
  }
}

const describeError = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/**
 * Renders `tree` with createRoot + flushSync rather than Testing Library: `act` does not exist in React's
 * production build, which `npm run bench` runs this file with (bench/vitest.config.ts).
 */
async function renderSettled(tree: ReactNode, client: QueryClient) {
  const container = document.createElement('div');
  document.body.append(container);
  const uncaught: unknown[] = [];
  const caught: unknown[] = [];
  const root = createRoot(container, {
    onUncaughtError: (error) => uncaught.push(error),
    onCaughtError: (error) => caught.push(error),
  });
  flushSync(() => root.render(tree));
  await settle(client);
  return {
    container,
    uncaught,
    caught,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

interface Spies {
  warn: MockInstance<typeof console.warn>;
}

/** How many valid blocks of each registry key the runs rendered (a property that only ever met junk proves little). */
const rendered = new Map<string, number>();

/** Renders one case in one mode; returns what is wrong with the result (empty: the property holds). */
async function problemsIn(c: Case, preview: boolean, { warn }: Spies): Promise<string[]> {
  const mode = preview ? 'editor' : 'shopper';
  const anchor = 'page' in c ? c.page : c.responsive;
  const nodes = visibleNodes(c);
  const problems: string[] = [];
  if (nodes.find((n) => n.path === anchor.anchorPath)?.kind !== 'block')
    problems.push(`generator: the anchor ${anchor.anchorPath} is not a valid block`);
  if (!preview)
    for (const n of nodes)
      if (n.kind === 'block') rendered.set(String(n.def.type), (rendered.get(String(n.def.type)) ?? 0) + 1);

  resetRendererWarnings();
  warn.mockClear();
  unhandled.length = 0;
  vi.stubGlobal('matchMedia', fakeMatchMedia({ width: 'page' in c ? 1280 : c.responsive.width }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const escaped: unknown[] = [];
  const { container, uncaught, caught, unmount } = await renderSettled(
    <RootBoundary onError={(e) => escaped.push(e)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RegistryProvider registry={cmsBlocks}>
            <PreviewModeProvider value={preview}>
              {'page' in c ? (
                <PageSections sections={c.page.sections} />
              ) : (
                <ResponsiveSections browser={c.responsive.browser} mobile={c.responsive.mobile} />
              )}
            </PreviewModeProvider>
          </RegistryProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </RootBoundary>,
    client,
  );
  try {
    for (const e of [...escaped, ...uncaught])
      problems.push(`${mode}: escaped the block boundaries: ${describeError(e)}`);
    // A block that throws on props its own schema accepted is a bug in that block or its schema: the
    // boundary is the safety net (ADR 005), not the design.
    for (const e of caught.filter((e) => !escaped.includes(e)))
      problems.push(`${mode}: a block threw inside its boundary: ${describeError(e)}`);
    problems.push(...unhandled.map((url) => `${mode}: request outside the contract: ${url}`));
    if (isBlank(container)) problems.push(`${mode}: blank page`);
    if (!shownContent(container).text.includes(anchor.anchorText))
      problems.push(`${mode}: the anchor "${anchor.anchorText}" is not shown`);
    if ('responsive' in c && container.textContent?.includes(c.responsive.hiddenAnchorText))
      problems.push(`${mode}: the hidden content set rendered`);
    const reported = warn.mock.calls.filter(([line]) => String(line).startsWith('[renderer] Skipped')).length;
    const invalid = nodes.filter((n) => n.kind === 'invalid').length;
    if (reported < invalid) problems.push(`${mode}: ${invalid} invalid nodes but ${reported} warnings`);
    const cards = errorCards(container).length;
    if (!preview && cards > 0) problems.push(`shopper: ${cards} error cards shown`);
    if (preview && cards !== reported) problems.push(`editor: ${cards} error cards for ${reported} warnings`);
  } finally {
    unmount();
    client.clear();
    vi.unstubAllGlobals();
  }
  return problems;
}

// ---- the property ----------------------------------------------------------------------------------------

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('PageSections and ResponsiveSections with generated CMS pages', () => {
  const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // Rendering outside act (see renderSettled): React must not expect it.
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    // Lazily loaded blocks must really render, not stay skeletons: load every registered block first.
    await Promise.all(Object.values(cmsBlocks).map((block) => block.preload()));
  }, 120_000);
  afterAll(() => {
    server.close();
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('loads the code of every registered block', () => {
    const states = Object.entries(cmsBlocks).map(([key, block]) => [key, block.loadState()]);
    expect(states.filter(([, state]) => state !== 'loaded')).toEqual([]);
  });

  it(
    `never throws past a block's boundary and is never blank (${RUNS} runs)`,
    async () => {
      const spies: Spies = { warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined) };
      // React's and MSW's own notices are noise here: boundaries, caught errors and warnings are checked above.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const input = arbitraryInputFor(cmsBlocks);
      const caseArbitrary = fc.record({
        c: fc.oneof<fc.MaybeWeightedArbitrary<Case>[]>(
          { weight: 3, arbitrary: pageCaseArbitrary(input).map((page) => ({ page })) },
          { weight: 1, arbitrary: responsiveCaseArbitrary(input).map((responsive) => ({ responsive })) },
        ),
        apiFails: fc.boolean(),
      });
      const failures: { problems: string[]; replay: string }[] = [];
      let run = 0;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const result = await fc.check(
        fc.asyncProperty(caseArbitrary, async ({ c, apiFails }) => {
          server.resetHandlers(...(apiFails ? [failEveryCall] : []));
          const problems = [...(await problemsIn(c, false, spies)), ...(await problemsIn(c, true, spies))];
          run += 1;
          if (problems.length === 0) return true;
          if (!REPORT) throw new Error(problems.join('\n'));
          // The bench counts every failing run instead of stopping at the first (path: the run's index).
          failures.push({ problems, replay: `PROPERTY_SEED=${SEED} PROPERTY_PATH=${run - 1}` });
          return true;
        }),
        { numRuns: RUNS, seed: SEED, path: PATH, includeErrorInReport: true },
      );
      const ms = Math.round(performance.now() - started);
      const cpu = process.cpuUsage(cpuStarted);
      const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
      if (REPORT) {
        const summary = {
          runs: result.numRuns,
          failures: failures.length,
          ms,
          cpuMs,
          seed: result.seed,
          react: reactBuild,
          rendered: Object.fromEntries(rendered),
          examples: failures.slice(0, 5),
        };
        // getBuiltinModule rather than an import of node:fs: this file is also bundled for jsdom.
        process.getBuiltinModule('node:fs').writeFileSync(REPORT, `${JSON.stringify(summary, null, 2)}\n`);
      }
      vi.restoreAllMocks();
      expect(failures.map((f) => f.problems)).toEqual([]);
      expect(result.failed, fc.defaultReportMessage(result) ?? '').toBe(false);
      // Every registered type must have rendered valid at least once (a new block without fixtures, or a
      // generator that only produces junk for it, shows up here). Too few runs to expect it below 200.
      if (RUNS >= 200) expect(Object.keys(cmsBlocks).filter((key) => !rendered.has(key))).toEqual([]);
    },
    // Generous: a busy CI machine renders several times slower than a quiet one.
    Math.max(60_000, RUNS * 1000),
  );
});
