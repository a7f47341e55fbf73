import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** A player offered as an opponent: their squad is played by the AI. */
export const ArenaOpponent = Type.Object({
  playerId: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  rating: Type.Integer(),
  league: Type.Integer(),
  /** The squad's heroes, by identifier, in battle order. */
  heroes: Type.Array(Type.String()),
});
export type ArenaOpponentDto = Static<typeof ArenaOpponent>;

export const ArenaReward = Type.Object({
  gold: Type.Number(),
  gems: Type.Integer(),
  tickets: Type.Integer(),
});

/** The player's arena: rating, league, the season, attempts, the reward time and the offers. */
export const ArenaState = Type.Object({
  rating: Type.Integer(),
  /** 1 (Novice) … 9 (Champions): the league held this season. */
  league: Type.Integer(),
  /** The league the rating would give at the season's end (one step at most). */
  nextLeague: Type.Integer(),
  /** The rating the next league needs; null in the last league. */
  nextLeagueRating: Nullable(Type.Integer()),
  /** The league held before the last season's end, when it changed then. */
  previousLeague: Nullable(Type.Integer()),
  season: Type.Integer(),
  seasonEndsAt: Type.Number(),
  attemptsUsed: Type.Integer(),
  freeAttempts: Type.Integer(),
  /** Tickets the next attack costs (0 while free attempts remain). */
  attemptTickets: Type.Integer(),
  /** Minutes after Moscow midnight when the daily reward is paid. */
  rewardMinute: Type.Integer(),
  rewardPaidToday: Type.Boolean(),
  dailyReward: ArenaReward,
  wins: Type.Integer(),
  losses: Type.Integer(),
  defenceWins: Type.Integer(),
  defenceLosses: Type.Integer(),
  opponents: Type.Array(ArenaOpponent),
});
export type ArenaStateDto = Static<typeof ArenaState>;

/** One attack in the history, seen from the player's side. */
export const ArenaAttack = Type.Object({
  id: Type.Integer(),
  opponentId: Type.Integer(),
  opponentName: Type.String(),
  /** True when this player won (as attacker or defender); null while the battle runs. */
  won: Nullable(Type.Boolean()),
  /** This player's rating change; null while the battle runs. */
  ratingChange: Nullable(Type.Integer()),
  at: Type.Number(),
});
export type ArenaAttackDto = Static<typeof ArenaAttack>;

export const ArenaHistory = Type.Object({
  made: Type.Array(ArenaAttack),
  suffered: Type.Array(ArenaAttack),
});
export type ArenaHistoryDto = Static<typeof ArenaHistory>;
