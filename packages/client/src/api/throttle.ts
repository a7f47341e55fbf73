import { THROTTLE_MS } from '@heroroad/rules';

/**
 * SPEC §5 throttle: an action with the same id within the window is ignored. An ignored call
 * shares the first call's promise, so a double tap gets one request and one outcome. A call
 * that failed changed nothing, so trying it again (a corrected password) is not held back.
 */
export class Throttle {
  private readonly recent = new Map<string, { at: number; result: Promise<unknown> }>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly windowMs: number = THROTTLE_MS,
  ) {}

  run<T>(id: string, action: () => Promise<T>): Promise<T> {
    const at = this.now();
    const last = this.recent.get(id);
    if (last && at - last.at < this.windowMs) return last.result as Promise<T>;
    const result = action();
    const entry = { at, result };
    this.recent.set(id, entry);
    result.catch(() => {
      if (this.recent.get(id) === entry) this.recent.delete(id);
    });
    this.prune(at);
    return result;
  }

  private prune(at: number): void {
    if (this.recent.size < 64) return;
    for (const [id, entry] of this.recent) {
      if (at - entry.at >= this.windowMs) this.recent.delete(id);
    }
  }
}
