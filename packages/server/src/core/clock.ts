/** Milliseconds since the epoch; services take one so tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock tests can set and advance. */
export function manualClock(
  start = Date.UTC(2026, 0, 1),
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start;
  const clock = (() => now) as Clock & { set(ms: number): void; advance(ms: number): void };
  clock.set = (ms) => {
    now = ms;
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/**
 * The system clock moved by a fixed amount: it runs at the real pace from another instant. The
 * test servers and journeys start a real process on a chosen date this way (`TEST_CLOCK`), so
 * timers, session ages and countdowns still pass as they would.
 */
export function shiftedClock(offsetMs: number, real: Clock = systemClock): Clock {
  return () => real() + offsetMs;
}

/**
 * `TEST_CLOCK`: where a test process's clock starts. An instant with its zone
 * (`2026-11-25T09:00:00Z`, `2026-11-27T12:00:00+03:00`) starts the clock there now; a signed
 * number of milliseconds (`+86400000`, `-3600000`) moves the real clock by that much. Answers the
 * offset from the real clock, or a message saying what is wrong.
 */
export function parseTestClock(
  raw: string,
  realNow: number,
): { ok: true; offsetMs: number } | { ok: false; message: string } {
  const value = raw.trim();
  if (/^[+-]\d{1,15}$/.test(value)) return { ok: true, offsetMs: Number(value) };
  // An instant without its zone would mean another moment on each machine.
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(
    value,
  )
    ? Date.parse(value)
    : Number.NaN;
  if (!Number.isFinite(instant)) {
    return {
      ok: false,
      message:
        `TEST_CLOCK must be an instant with its zone (2026-11-25T09:00:00Z) or a signed ` +
        `offset in milliseconds (+86400000), got "${raw}"`,
    };
  }
  return { ok: true, offsetMs: instant - realNow };
}
