import type { PlayerUnit } from '../player/unit.js';
import type { StoredBattle } from './repository.js';

/**
 * What an ARENA battle asks of the arena domain, which is built after battles and registers
 * itself (`BattleService.useArena`): whether the attack may start and what it costs, what it
 * records once the battle exists, and the ratings once it is completed. Each runs inside the
 * attacker's change, so a refusal or a failure leaves nothing written.
 */
export interface ArenaBattles {
  /** Refuses an attack the arena does not allow (not offered, no ticket); spends what it costs. */
  starting(p: PlayerUnit, opponentId: number): Promise<void>;
  /** The battle row exists: record the attack under it. */
  started(p: PlayerUnit, battleId: number, opponentId: number): Promise<void>;
  /** The battle was completed (once): ratings and the history. */
  completed(p: PlayerUnit, battle: StoredBattle, won: boolean): Promise<void>;
}
