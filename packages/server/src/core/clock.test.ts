import { describe, expect, it } from 'vitest';
import { manualClock, parseTestClock, shiftedClock } from './clock.js';

describe('the test clock (TEST_CLOCK)', () => {
  const real = Date.UTC(2026, 10, 28, 21, 0);

  it('starts at an instant given with its zone, whatever the machine', () => {
    expect(parseTestClock('2026-11-25T09:00:00Z', real)).toEqual({
      ok: true,
      offsetMs: Date.UTC(2026, 10, 25, 9) - real,
    });
    expect(parseTestClock('2026-11-27T12:00+03:00', real)).toEqual({
      ok: true,
      offsetMs: Date.UTC(2026, 10, 27, 9) - real,
    });
  });

  it('moves the real clock by a signed number of milliseconds', () => {
    expect(parseTestClock('+86400000', real)).toEqual({ ok: true, offsetMs: 86_400_000 });
    expect(parseTestClock(' -3600000 ', real)).toEqual({ ok: true, offsetMs: -3_600_000 });
  });

  it.each(['2026-11-25T09:00:00', '2026-11-25', 'tomorrow', '86400000', '2026-13-01T00:00Z'])(
    'refuses %j with a message naming both forms',
    (raw) => {
      const parsed = parseTestClock(raw, real);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/instant with its zone.*signed offset/);
    },
  );

  it('runs at the real pace from the moved instant', () => {
    const base = manualClock(real);
    const clock = shiftedClock(-7 * 86_400_000, base);
    expect(clock()).toBe(real - 7 * 86_400_000);
    base.advance(90_000);
    expect(clock()).toBe(real - 7 * 86_400_000 + 90_000);
  });
});
