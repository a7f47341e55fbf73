import { describe, expect, it } from 'vitest';
import { abbreviateNumber, NUMBER_SUFFIXES } from './numbers.js';
import { durationParts, formatDuration } from './duration.js';

describe('number abbreviations (SPEC §9)', () => {
  it.each([
    [0, '0'],
    [42.9, '42'],
    [9999, '9999'],
    [10_000, '10k'],
    [12_345, '12.3k'],
    [100_000, '100k'],
    [120_000, '120k'],
    [999_999, '999k'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [2.25e9, '2.25G'],
    [7e12, '7T'],
    [3.3e15, '3.3P'],
    [1e18, '1E'],
    [4.56e21, '4.56S'],
    [1e24, '1Y'],
    [5e27, '5R'],
    [4.2e30, '4.2Q'],
    [1e33, '1F'],
    [1.01e36, '1.01D'],
    [123e39, '123A'],
    [999_999e39, '999999A'],
    [1e45, '1e45'],
    [8.4512e67, '8.45e67'],
    [1.7e308, '1.7e308'],
    [-12_345, '-12.3k'],
    [Infinity, '∞'],
    [NaN, '0'],
  ])('%d → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('has the thirteen suffixes of the spec in order', () => {
    expect(NUMBER_SUFFIXES.join('')).toBe('kMGTPESYRQFDA');
  });
});

describe('duration text (SPEC §9: switches at 60 s, 3600 s, 259 200 s)', () => {
  it.each([
    [0, 'SECONDS', '0 s', '0 с'],
    [59, 'SECONDS', '59 s', '59 с'],
    [60, 'MINUTES', '1 min 0 s', '1 мин 0 с'],
    [3599, 'MINUTES', '59 min 59 s', '59 мин 59 с'],
    [3600, 'HOURS', '1 h 0 min', '1 ч 0 мин'],
    [259_199, 'HOURS', '71 h 59 min', '71 ч 59 мин'],
    [259_200, 'DAYS', '3 d 0 h', '3 д 0 ч'],
    [90_061 * 4, 'DAYS', '4 d 4 h', '4 д 4 ч'],
  ] as const)('%d s is %s: "%s" / "%s"', (seconds, unit, en, ru) => {
    expect(durationParts(seconds).unit).toBe(unit);
    expect(formatDuration(seconds, 'EN')).toBe(en);
    expect(formatDuration(seconds, 'RU')).toBe(ru);
  });

  it('treats negative and non-finite input as zero', () => {
    expect(durationParts(-5)).toEqual({ unit: 'SECONDS', major: 0 });
    expect(durationParts(NaN)).toEqual({ unit: 'SECONDS', major: 0 });
  });
});
