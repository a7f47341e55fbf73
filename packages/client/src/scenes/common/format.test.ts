import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber (SPEC §9)', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10_000, '10k'],
    [12_345, '12.3k'],
    [999_999, '999k'],
    [1_250_000, '1.2M'],
    [7_000_000_000, '7G'],
    [-15_500, '-15.5k'],
    [1e42, '1000A'],
  ])('%d → %s', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });
});
