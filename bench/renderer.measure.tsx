import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { cmsBlocks } from '@blocks/registry';
import { SectionView, SkippedNode } from '@/renderer/node-views';
import { PageSections } from '@/renderer/page-sections';
import { parsePage, type ParsedPage } from '@/renderer/parse-page';
import { PreviewModeProvider } from '@/renderer/preview-mode';
import { RegistryProvider } from '@/renderer/registry-context';
import { useBlocksReady } from '@/renderer/use-blocks-ready';
import { blockFixturePayloads } from '../tests/support/page-arbitraries';

/**
 * The renderer figure of `npm run bench` (issue 3 §4): a 1,000-block page of mixed types from
 * fixtures/blocks, rendered to a string the normal way (PageSections: every section, column and block
 * parsed with its schema, then rendered) against the same page rendered from props parsed beforehand.
 * Both in one run, warmed up, then measured back to back in pairs; the median of the pairs' ratios is the
 * price of validation.
 * Run by bench/renderer.ts with bench/vitest.config.ts (React's production build); writes RENDERER_REPORT.
 */

const BLOCKS = 1000;
const PER_COLUMN = 5;
const COLUMNS = 2;
const WARM_UP = Number(process.env.RENDERER_WARM_UP ?? 5);
/** Which React build runs: only the development build exports `act` (the ESM namespace lists it either way). */
const reactBuild = typeof Reflect.get(React, 'act') === 'function' ? 'development' : 'production';
const ITERATIONS = Number(process.env.RENDERER_ITERATIONS ?? 11);

/** Every valid fixture payload that the registry renders, cycled into sections of 2 columns × 5 blocks. */
function thousandBlockPage(): { sections: unknown[]; types: number } {
  const payloads = blockFixturePayloads()
    .filter((f) => f.valid)
    .map((f) => f.payload)
    .filter((payload) => {
      const page = parsePage([{ has_many_home_inner: [{ has_many_home_details: [payload] }] }], cmsBlocks);
      return page.problems.length === 0 && page.blocks.length === 1;
    });
  if (payloads.length === 0) throw new Error('No valid block fixtures to build the page from');
  const sections: unknown[] = [];
  for (let i = 0; i < BLOCKS; i += PER_COLUMN * COLUMNS) {
    const columns = Array.from({ length: COLUMNS }, (_, c) => ({
      home_inn_structure_type: 12 / COLUMNS,
      has_many_home_details: Array.from(
        { length: PER_COLUMN },
        (_, d) => payloads[(i + c * PER_COLUMN + d) % payloads.length],
      ),
    }));
    sections.push({ home_top_spaced: 24, home_bottom_spaced: 24, has_many_home_inner: columns });
  }
  const types = new Set(parsePage(sections, cmsBlocks).blocks.map((b) => b.type)).size;
  return { sections, types };
}

/**
 * PageSections without its parse step: the sections of a ParsedPage rendered exactly as PageSections
 * renders them (page-sections.tsx). The bench checks both give the same HTML, so this cannot drift.
 */
function PreParsedSections({ page }: { page: ParsedPage }) {
  const ready = useBlocksReady(page.blocks);
  return (
    <>
      {page.sections.map((node, index) =>
        node.kind === 'invalid' ? (
          <SkippedNode key={node.path} node={node} preview={false} />
        ) : (
          <AboveTheFoldContext.Provider key={node.path} value={index === 0}>
            <SectionView node={node} preview={false} ready={ready} />
          </AboveTheFoldContext.Provider>
        ),
      )}
    </>
  );
}

function renderPage(children: ReactNode): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RegistryProvider registry={cmsBlocks}>
          <PreviewModeProvider value={false}>{children}</PreviewModeProvider>
        </RegistryProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

it('measures the price of validating a 1,000-block page', { timeout: 600_000 }, async () => {
  await Promise.all(Object.values(cmsBlocks).map((block) => block.preload()));
  const { sections, types } = thousandBlockPage();
  const parsed = parsePage(sections, cmsBlocks);
  const validated = () => renderPage(<PageSections sections={sections} />);
  const unvalidated = () => renderPage(<PreParsedSections page={parsed} />);
  expect(validated()).toBe(unvalidated());

  for (let i = 0; i < WARM_UP; i += 1) {
    validated();
    unvalidated();
  }
  const withValidation: number[] = [];
  const withoutValidation: number[] = [];
  const ratios: number[] = [];
  const parseOnly: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    // Back to back in alternating order, and the ratio taken per pair: drift (GC, JIT, a busy machine)
    // then falls on both sides alike.
    let withIt: number;
    let without: number;
    if (i % 2) {
      withIt = time(validated);
      without = time(unvalidated);
    } else {
      without = time(unvalidated);
      withIt = time(validated);
    }
    withValidation.push(withIt);
    withoutValidation.push(without);
    ratios.push(withIt / without);
    parseOnly.push(time(() => parsePage(sections, cmsBlocks)));
  }
  const report = {
    blocks: BLOCKS,
    blockTypes: types,
    iterations: ITERATIONS,
    react: reactBuild,
    validatedMs: median(withValidation),
    unvalidatedMs: median(withoutValidation),
    parseMs: median(parseOnly),
    ratio: median(ratios),
    htmlKb: Math.round(validated().length / 1024),
  };
  if (process.env.RENDERER_REPORT) {
    // getBuiltinModule rather than an import of node:fs: this file is bundled for jsdom.
    process.getBuiltinModule('node:fs').writeFileSync(process.env.RENDERER_REPORT, `${JSON.stringify(report)}\n`);
  } else {
    console.warn(report);
  }
});
