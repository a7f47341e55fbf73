import { CLIENT } from '../config';

/** SPEC §2: the bar starts at 10% and shows load progress p as 10 + 0.9p. */
export function barPercent(p: number): number {
  const clamped = Math.min(100, Math.max(0, p));
  const start = CLIENT.loadBarStart;
  return start + ((100 - start) / 100) * clamped;
}
