import type { Creature } from '@heroroad/rules';
import type { Executor } from '../db/tx.js';
import type { PlayerUnit } from '../player/unit.js';

/**
 * What heroes and the consumable shop ask of progression: the squad slots open now, the
 * free-slot offer a filled squad or artifact slot makes, the day's deal stock. Progression is
 * built after this domain (it equips artifacts through it), so it fills the port when built.
 */
export interface ProgressionHooks {
  openSquadSlots(u: PlayerUnit): Promise<number>;
  offerSquadSlot(u: PlayerUnit): Promise<void>;
  offerArtifactSlot(u: PlayerUnit, hero: Creature): Promise<void>;
  takeDealStock(db: Executor, playerId: number, day: number, count: number): Promise<boolean>;
}

/** The hooks as the hero domain holds them until progression provides them. */
export class ProgressionPort implements ProgressionHooks {
  private hooks: ProgressionHooks | null = null;

  provide(hooks: ProgressionHooks): void {
    this.hooks = hooks;
  }

  private get provided(): ProgressionHooks {
    if (!this.hooks) throw new Error('the progression module has not provided its hooks');
    return this.hooks;
  }

  openSquadSlots(u: PlayerUnit): Promise<number> {
    return this.provided.openSquadSlots(u);
  }

  offerSquadSlot(u: PlayerUnit): Promise<void> {
    return this.provided.offerSquadSlot(u);
  }

  offerArtifactSlot(u: PlayerUnit, hero: Creature): Promise<void> {
    return this.provided.offerArtifactSlot(u, hero);
  }

  takeDealStock(db: Executor, playerId: number, day: number, count: number): Promise<boolean> {
    return this.provided.takeDealStock(db, playerId, day, count);
  }
}
