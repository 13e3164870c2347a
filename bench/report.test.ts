import { describe, expect, it } from 'vitest';
import { interactionLines } from './interaction';
import { checkTargets, toMarkdown, type BenchResult } from './report';
import { limitLines, limitSentences } from './report-pages';

const base: BenchResult = {
  date: '2026-11-26T00:00:00.000Z',
  commit: 'abc1234',
  node: 'v20',
  buildMs: 1000,
  coldStartMs: 5000,
  warmStartMs: 3000,
  firstLoadJs: [
    { route: '/', width: 390, scripts: 9, jsKbGzip: 150 },
    { route: '/', width: 1280, scripts: 9, jsKbGzip: 150.1 },
    { route: '/cart', width: 390, scripts: 12, jsKbGzip: 400 },
  ],
  lighthouse: [
    {
      route: '/',
      runs: 3,
      performance: 98,
      lcpMs: 1200,
      cls: 0.01,
      tbtMs: 101,
      lcpElement: 'img',
      benchmarkIndex: 1200,
    },
  ],
  limitPages: [
    {
      route: '/',
      element: 'img',
      kind: 'image',
      url: '/x.webp',
      width: 1,
      height: 1,
      pageLcpMs: 1200,
      limitLcpMs: 900,
      ratio: 1.333,
    },
  ],
  interactions: [
    { name: 'open the bag', route: '/', runs: 5, medianMs: 100, maxMs: 180 },
    {
      name: "a bare page's button (the limit)",
      route: '/__bench/tap-limit',
      runs: 5,
      medianMs: 64,
      maxMs: 80,
      limit: true,
    },
  ],
  errors: [],
};

const verdict = (name: string) => checkTargets(base).find((c) => c.name === name)?.pass;

describe("issue 13's page targets", () => {
  it('checks first-load JS of / at both widths, and no other page against that bar', () => {
    expect(verdict('first-load JS of / at 390 px')).toBe(true);
    expect(verdict('first-load JS of / at 1280 px')).toBe(false);
    expect(checkTargets(base).some((c) => c.name.includes('/cart') && c.name.includes('JS'))).toBe(false);
  });

  it('checks every measured page for score, TBT, CLS and its largest paint against the limit', () => {
    expect(verdict('Lighthouse performance /')).toBe(true);
    expect(verdict('TBT /')).toBe(false);
    expect(verdict('CLS /')).toBe(true);
    expect(verdict('LCP / vs its static limit')).toBe(false);
  });

  it('checks each interaction by its median, and not the bare page that is its limit', () => {
    expect(verdict('INP open the bag (/)')).toBe(true);
    expect(checkTargets(base).filter((c) => c.name.startsWith('INP'))).toHaveLength(1);
  });

  it('prints the bare page beside the interactions', () => {
    expect(interactionLines(base.interactions)).toContain(
      "| a bare page's button (the limit) | (bare page) | 64 | 80 |",
    );
  });
});

describe('the largest paint against its limit', () => {
  const slowed = { ...base.limitPages![0]!, route: '/cart', applied: { pageLcpMs: 900, limitLcpMs: 750, ratio: 1.2 } };

  it('shows the slowed load beside the simulated one, and a dash where it was not measured', () => {
    const rows = limitLines([base.limitPages![0]!, slowed]).filter((line) => line.startsWith('| /'));
    expect(rows[0]).toMatch(/\| ×1\.33 \| – \| – \|$/);
    expect(rows[1]).toMatch(/\| ×1\.33 \| 900 \/ 750 \| ×1\.20 \|$/);
  });

  it('says both ratios, and judges the target by the simulated one', () => {
    expect(limitSentences([slowed])[0]).toBe(
      '/cart LCP 1.33× the static limit (1200 vs 900 ms); slowed load 1.20× (900 vs 750 ms)',
    );
    expect(
      checkTargets({ ...base, limitPages: [{ ...slowed, route: '/' }] }).find(
        (c) => c.name === 'LCP / vs its static limit',
      )?.pass,
    ).toBe(false);
  });
});

describe('the start-up figures', () => {
  it('say when a cold start first drew pages on the server, besides its first answer', () => {
    expect(toMarkdown({ ...base, coldRenderingMs: 7_250 }, [])).toContain(
      'server cold start 5.00 s (pages drawn on the server from 7.25 s), warm start 3.00 s.',
    );
    expect(toMarkdown({ ...base, coldRenderingMs: Number.NaN }, [])).toContain('server cold start 5.00 s, warm start');
  });
});
