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
