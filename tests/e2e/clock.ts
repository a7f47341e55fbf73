/**
 * The time journeys play at. Every journey's server is started on a moved clock (`TEST_CLOCK`)
 * and its browser pages get the same moved `Date`, so what a journey sees never depends on the
 * day, the weekday, the hour or the time zone of the machine running it.
 */

/** Named instants (UTC) journeys choose from. */
export const AT = {
  /** Wednesday 12:00 in Moscow: no weekly sale, no event window. The default. */
  weekday: '2026-11-25T09:00:00Z',
  /** Saturday 15:00 in Moscow: the weekly sale runs (Friday 12:00 to Monday 12:00). */
  sale: '2026-11-28T12:00:00Z',
} as const;

/** The zone journey pages run in, whatever the machine's (JOURNEY_TZ chooses another). */
export const JOURNEY_TIME_ZONE = process.env.JOURNEY_TZ ?? 'Europe/Moscow';

export interface JourneyClock {
  /** How far this journey's clock is from the machine's; the server and pages share it. */
  readonly offsetMs: number;
  /** The journey's now (epoch ms), for what a journey signs or writes itself. */
  now(): number;
}

// The one reading of the machine's clock in the journeys: their time is it plus an offset.
// eslint-disable-next-line no-restricted-properties -- the journeys' clock is made from it here
const machineNow = () => Date.now();

/** A clock that reads `instant` now and runs on at the real pace. */
export function journeyClock(instant: string = AT.weekday): JourneyClock {
  const at = Date.parse(instant);
  if (!Number.isFinite(at) || !/(Z|[+-]\d{2}:\d{2})$/.test(instant)) {
    throw new Error(`a journey instant needs its zone, got "${instant}"`);
  }
  const offsetMs = at - machineNow();
  return { offsetMs, now: () => machineNow() + offsetMs };
}

/**
 * How far the browser's clock reads from the tests' (`browserNow` read in a page, before any
 * shift): 0 unless the two differ by more than a minute, which only a moved clock in the tests'
 * processes (libfaketime, which the browser is launched without) explains. A page shifted by the
 * journey's offset less this skew reads the server's date either way.
 */
export function browserClockSkew(browserNow: number): number {
  const skew = browserNow - machineNow();
  return Math.abs(skew) > 60_000 ? skew : 0;
}

/** The server's `TEST_CLOCK` for a journey clock: the same offset, to the millisecond. */
export function testClockEnv(clock: JourneyClock): string {
  return `${clock.offsetMs < 0 ? '-' : '+'}${Math.abs(Math.round(clock.offsetMs))}`;
}

/**
 * A script for every page, run before its own: `Date` (without arguments) and `Date.now` read the
 * journey's clock. Timers, frames and `performance` stay the real ones, so the page runs at its
 * own pace. Plain JavaScript text, as the page gets it (no compiled helpers can leak in).
 */
export function pageDateScript(offsetMs: number): string {
  return `(() => {
  const RealDate = Date;
  const offset = ${JSON.stringify(offsetMs)};
  const now = () => RealDate.now() + offset;
  const Shifted = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  Object.defineProperty(globalThis, 'Date', { value: Shifted, writable: true, configurable: true });
})();`;
}
