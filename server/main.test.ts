import { describe, expect, it } from 'vitest';
import { WARM_LIMITS } from './handlers/catalogue/listing-warm';
import { warmPauseRatioFromEnv } from './main';

describe('LISTINGS_WARM_PAUSE_RATIO', () => {
  it('leaves the warm-up pausing as long as each listing took when unset or empty', () => {
    expect(warmPauseRatioFromEnv(undefined)).toBe(WARM_LIMITS.pauseRatio);
    expect(warmPauseRatioFromEnv(' ')).toBe(WARM_LIMITS.pauseRatio);
  });

  it('takes a ratio from 0 (no pause) to 10', () => {
    expect(warmPauseRatioFromEnv('0')).toBe(0);
    expect(warmPauseRatioFromEnv('0.5')).toBe(0.5);
    expect(warmPauseRatioFromEnv('10')).toBe(10);
  });

  it.each(['-1', '11', 'fast', 'NaN', 'Infinity', '1e3'])('refuses %s, naming the variable', (value) => {
    expect(() => warmPauseRatioFromEnv(value)).toThrow(/^LISTINGS_WARM_PAUSE_RATIO must be a number from 0 to 10/);
  });
});
