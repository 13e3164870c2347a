import { describe, expect, it } from 'vitest';
import type { Sample } from './scale-load';
import { ORDER_CALL, overTime, scaleChecks, scaleLines, summarise, type ScaleFigures } from './scale-report';

const ok = { kind: 'ok' } as const;
const samples = (call: string, times: number[], outcome: Sample['outcome'] = ok): Sample[] =>
  times.map((ms) => ({ call, ms, outcome }));

describe('summarise', () => {
  it('gives per call counts, outcomes and nearest-rank percentiles, in the order asked', () => {
    const figures = summarise(
      [
        ...samples('b', [5]),
        ...samples(
          'a',
          Array.from({ length: 100 }, (_, i) => i + 1),
        ),
        ...samples(ORDER_CALL, [30], { kind: 'refused' }),
        ...samples(ORDER_CALL, [5_000], { kind: 'error', what: 'timeout' }),
      ],
      [ORDER_CALL, 'a'],
    );
    expect(figures.map((f) => f.call)).toEqual([ORDER_CALL, 'a', 'b']);
    expect(figures[1]).toMatchObject({ count: 100, ok: 100, errors: 0, p50Ms: 50, p99Ms: 99, maxMs: 100 });
    expect(figures[0]).toMatchObject({ count: 2, ok: 0, refused: 1, errors: 1, errorKinds: { timeout: 1 } });
  });
});

const figures = (over: Partial<ScaleFigures> = {}): ScaleFigures => ({
  rate: 200,
  durationS: 60,
  products: 100_000,
  servers: 2,
  calls: [...summarise(samples('product-list', [10, 20, 90])), ...summarise(samples(ORDER_CALL, [100, 240], ok))],
  sentRps: 200,
  maxSendLagMs: 3,
  stock: { oversoldPieces: 0, negativeStock: 0, driftRows: 0, piecesSold: 40, racePiecesSold: 20, raceStartPieces: 60 },
  orders: { acknowledged: 2, presentOnce: 2, missing: 0, duplicated: 0, unacknowledgedInDb: 0 },
  rowCounts: { products: 100_000, orders: 9 },
  ...over,
});

describe('scaleChecks', () => {
  it('holds reads to 100 ms and orders to 250 ms at p99, and wants no errors, no oversold, every order once', () => {
    const checks = scaleChecks(figures());
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ['product-list p99', true],
      [`${ORDER_CALL} p99`, true],
      ['errors', true],
      ['oversold pieces', true],
      ['acknowledged orders in the database once', true],
    ]);
  });

  it('misses on a slow read, an error, an oversold piece, stock below zero or a missing or doubled order', () => {
    const slow = figures({ calls: summarise(samples('product-list', [101])) });
    expect(scaleChecks(slow)[0]?.pass).toBe(false);
    const failing = scaleChecks(
      figures({
        calls: summarise(samples('search', [1], { kind: 'error', what: 'http 500' })),
        stock: { ...figures().stock, negativeStock: 1 },
        orders: { acknowledged: 2, presentOnce: 1, missing: 1, duplicated: 0, unacknowledgedInDb: 0 },
      }),
    );
    expect(failing.filter((c) => !c.pass).map((c) => c.name)).toEqual([
      'errors',
      'oversold pieces',
      'acknowledged orders in the database once',
    ]);
  });

  it('misses when no order was acknowledged, as there was nothing to check', () => {
    const none = figures({
      orders: { acknowledged: 0, presentOnce: 0, missing: 0, duplicated: 0, unacknowledgedInDb: 3 },
    });
    const check = scaleChecks(none).find((c) => c.name === 'acknowledged orders in the database once');
    expect(check?.pass).toBe(false);
  });
});

describe('scaleLines', () => {
  it('prints a row per call, the database figures and PASS/MISS per target', () => {
    const text = scaleLines(figures()).join('\n');
    expect(text).toContain('| product-list | 3 | 3 | 0 | 0 | 20 | 90 | 90 |');
    expect(text).toContain('Rows afterwards: products 100,000, orders 9.');
    expect(text).toContain('| errors | 0 | 0 | PASS |');
    expect(text).not.toContain('MISS');
  });
});

describe('overTime', () => {
  const at = (dueAt: number, ms: number, outcome: Sample['outcome'] = ok): Sample => ({
    call: 'a',
    ms,
    outcome,
    dueAt,
  });

  it('splits every call by stretch of the run from the first due time, and leaves out samples with none', () => {
    const windows = overTime(
      [
        at(5_000, 900),
        at(9_000, 30, { kind: 'error', what: 'http 500' }),
        at(14_999, 20),
        ...Array.from({ length: 100 }, (_, i) => at(15_000 + i * 10, i + 1)),
        at(40_000, 7),
        { call: 'unsettled', ms: 10_000, outcome: { kind: 'error', what: 'no answer by the deadline' } },
      ],
      10,
    );
    expect(windows).toEqual([
      { fromS: 0, toS: 10, count: 3, errors: 1, p50Ms: 30, p99Ms: 900, maxMs: 900 },
      { fromS: 10, toS: 20, count: 100, errors: 0, p50Ms: 50, p99Ms: 99, maxMs: 100 },
      { fromS: 30, toS: 40, count: 1, errors: 0, p50Ms: 7, p99Ms: 7, maxMs: 7 },
    ]);
  });

  it('gives nothing without timed samples, and the report then has no table of stretches', () => {
    expect(overTime([{ call: 'a', ms: 1, outcome: ok }])).toEqual([]);
    expect(scaleLines(figures()).join('\n')).not.toContain('by stretch of the run');
  });

  it('puts the stretches in the report', () => {
    const lines = scaleLines(figures({ windows: overTime([at(0, 2_000), at(12_000, 20)], 10) }));
    expect(lines).toContain('| 0–10 | 1 | 0 | 2000 | 2000 | 2000 |');
    expect(lines).toContain('| 10–20 | 1 | 0 | 20 | 20 | 20 |');
  });

  it('reports the warm-up apart, by its own stretches, and leaves it out when there is none', () => {
    const warmup = overTime([at(0, 3_000), at(6_000, 40)], 5);
    const lines = scaleLines(figures({ warmup }));
    expect(lines).toContain(
      'The warm-up before it, the same load for 10 s on servers just started (not counted): 0–5 s p50 3000 ms, p99 3000 ms, 0 errors; 5–10 s p50 40 ms, p99 40 ms, 0 errors.',
    );
    expect(scaleLines(figures()).join('\n')).not.toContain('warm-up');
  });
});
