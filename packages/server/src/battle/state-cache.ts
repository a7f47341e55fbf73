import type { BattleState } from '@heroroad/rules';

/**
 * Parsed battle states of this instance, by battle id and the version they were read or written
 * at. A battle is read on every hint and hit, and parsing its state each time cost more than the
 * rest of the call (when the state still held every move; it holds their count now). The
 * database stays the truth: a state is used only when the stored version still matches, so a
 * change made through another instance is read afresh. States are never changed in place (the
 * rules copy before a command).
 */
export class BattleStateCache {
  private readonly states = new Map<number, { version: number; state: BattleState }>();

  /**
   * Entries kept at most: battles in progress on this instance (a completed one is let go); past
   * it the least recently written go. A parsed state takes a few times its JSON in memory.
   */
  constructor(private readonly max = 1000) {}

  get(id: number, version: number): BattleState | undefined {
    const hit = this.states.get(id);
    return hit && hit.version === version ? hit.state : undefined;
  }

  /** Remembers a state as stored at `version`; call only once the write is committed. */
  set(id: number, version: number, state: BattleState): void {
    this.states.delete(id);
    if (this.states.size >= this.max) {
      const oldest = this.states.keys().next().value;
      if (oldest !== undefined) this.states.delete(oldest);
    }
    this.states.set(id, { version, state });
  }

  delete(id: number): void {
    this.states.delete(id);
  }
}
