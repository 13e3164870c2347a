import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse';

describe('medianRun', () => {
  const run = (performance: number, lcpMs: number) => ({ performance, lcpMs });

  it('keeps the run of the median score', () => {
    expect(medianRun([run(97, 900), run(100, 700), run(92, 1200)])).toEqual(run(97, 900));
  });

  it('takes the median LCP among runs of one score, not the first of them', () => {
    expect(medianRun([run(100, 1357), run(100, 1129), run(100, 1250)])).toEqual(run(100, 1250));
  });

  it('takes the worse of the middle two of an even number, and nothing of none', () => {
    expect(medianRun([run(100, 1129), run(100, 1357)])).toEqual(run(100, 1357));
    expect(medianRun([])).toBeUndefined();
  });
});
