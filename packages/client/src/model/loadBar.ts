import { CLIENT } from '../config';

/** Loading tasks and their share of the bar. */
export const LOAD_TASKS = { platform: 10, player: 35, assets: 55 } as const;

/**
 * Where the bar stands once the platform is ready, the first thing the entry reports: before
 * it, the page moves the bar up to here as the entry's own files arrive (index.html).
 */
export function entryBarEnd(): number {
  const total = Object.values(LOAD_TASKS).reduce((a, b) => a + b, 0);
  return barPercent((100 * LOAD_TASKS.platform) / total);
}

/** SPEC §2: the bar starts at 10% and shows load progress p as 10 + 0.9p. */
export function barPercent(p: number): number {
  const clamped = Math.min(100, Math.max(0, p));
  const start = CLIENT.loadBarStart;
  return start + ((100 - start) / 100) * clamped;
}
