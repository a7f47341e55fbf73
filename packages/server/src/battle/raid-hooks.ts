import type { BattleOutcome, Creature, MemberBonuses } from '@heroroad/rules';
import type { PlayerUnit } from '../player/unit.js';
import type { StoredBattle } from './repository.js';

/** The other side of a raid battle, and what to record once the battle row exists. */
export interface RaidOpening {
  readonly enemies: readonly Creature[];
  readonly stair: number;
  started(battleId: number): Promise<void>;
}

/**
 * What a raid battle (MULTI kind, the boss played by the AI) asks of the clans domain, which is
 * built after battles and registers itself (`BattleService.useRaids`): whether the fight may
 * start and against what, and what it counts once completed. Each runs inside the fighter's
 * change, so a refusal or a failure leaves nothing written.
 */
export interface RaidBattles {
  /** Refuses a fight the raid does not allow; answers the boss. */
  starting(p: PlayerUnit): Promise<RaidOpening>;
  /** The battle was completed (once): the damage to the raid and the fighter's pay. */
  completed(p: PlayerUnit, battle: StoredBattle, outcome: BattleOutcome): Promise<void>;
}

/**
 * What a player's clan buildings give them in every battle (the clans domain answers; no clan,
 * no bonus). Read inside the completing change.
 */
export interface ClanBonuses {
  of(p: PlayerUnit): Promise<MemberBonuses>;
}
