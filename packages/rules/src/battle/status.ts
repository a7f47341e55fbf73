import { isDuel } from './multi.js';
import { battleOutcome, type BattleOutcome } from './outcome.js';
import type {
  BattleCreature,
  BattleKind,
  BattleState,
  BattleStatus,
  ConsumableStock,
  Move,
  Team,
} from './types.js';

/**
 * SPEC §3 battle status, as one team sees it: everything the battle screen shows, with the moves
 * the client has not seen yet. `offset` is the number of moves the client will have seen after
 * these, to send back next time.
 */
export interface BattleStatusView {
  readonly battle: {
    readonly id: number;
    readonly kind: BattleKind;
    readonly placeId: number | null;
    /** A player, not the AI, plays the other side (a duel). */
    readonly versusPlayer: boolean;
    readonly creatures: readonly BattleCreature[];
  };
  readonly battleState: BattleStatus;
  readonly winnerReward: BattleOutcome['winnerReward'];
  readonly looserPenalty: BattleOutcome['looserPenalty'];
  readonly healthPenalty: BattleOutcome['healthPenalty'];
  readonly battleBonus: BattleOutcome['battleBonus'];
  readonly chestBonus: BattleOutcome['chestBonus'];
  readonly cardBonus: BattleOutcome['cardBonus'];
  readonly consumables: readonly ConsumableStock[];
  readonly turningTeam: Team;
  readonly moves: readonly Move[];
  readonly offset: number;
}

/**
 * The status of `s` with `moves`, the battle's last moves: the ones after the client's offset,
 * which whoever keeps the battle's log reads from it (the battle's moves are not in its state).
 */
export function battleStatus(
  s: BattleState,
  moves: readonly Move[],
  team: Team = 0,
): BattleStatusView {
  const out = battleOutcome(s);
  return {
    battle: {
      id: s.id,
      kind: s.kind,
      placeId: s.placeId,
      versusPlayer: isDuel(s),
      creatures: s.creatures,
    },
    battleState: s.status,
    winnerReward: out?.winnerReward ?? null,
    looserPenalty: out?.looserPenalty ?? null,
    healthPenalty: out?.healthPenalty ?? [],
    battleBonus: out?.battleBonus ?? null,
    chestBonus: out?.chestBonus ?? null,
    cardBonus: out?.cardBonus ?? null,
    consumables: s.consumables[team],
    turningTeam: s.turningTeam,
    moves,
    offset: s.moveCount,
  };
}
