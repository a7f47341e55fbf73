import { vi } from 'vitest';
import { WAIT_MS } from './setup';

/**
 * Retries `check` until it passes (every 20 ms, for up to WAIT_MS): `vi.waitFor` with the
 * generous time-out every test here needs, instead of its 1 s default.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_MS, interval: 20 });
}
