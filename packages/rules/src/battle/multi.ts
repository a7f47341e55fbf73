import { MINUTE_MS } from '../time/units.js';
import type { BattleState, Move, Team } from './types.js';

/**
 * MULTI battles (SPEC §3 battle kinds): two players' squads, each side played by its player. The
 * host who opened the duel is team 0 and moves first; the player who joined is team 1.
 */
export const MULTI = {
  /** Won duels a day (Moscow day) that pay their reward; later wins pay nothing (alt farming). */
  paidWinsPerDay: 5,
  /** Open duels and running duels listed for joining and watching, newest first. */
  listSize: 20,
  /** An open duel nobody joined is withdrawn after this long. */
  openForMs: 30 * MINUTE_MS,
  /** The lowest player level that may challenge or take up a duel (the arena's, SPEC §9). */
  minLevel: 8,
} as const;

/**
 * A duel: a MULTI battle whose other side a player plays. The other MULTI battle, a clan raid's
 * fight, has the AI play the boss (`aiTeams[1]`).
 */
export function isDuel(s: Pick<BattleState, 'kind' | 'aiTeams'>): boolean {
  return s.kind === 'MULTI' && !s.aiTeams[1];
}

/**
 * The battle as `team` sees it: that team becomes team 0 (the screen's own side, its stock, its
 * win), the other team 1. Mirroring twice gives back the same battle. Commands are never applied
 * to a mirror: they take the team, so the rules (the turn cap's tie to the defending side among
 * them) stay the same for both players.
 */
export function battleAsSeenBy(s: BattleState, team: Team): BattleState {
  if (team === 0) return s;
  return {
    ...s,
    creatures: s.creatures.map((c) => ({ ...c, team: flip(c.team) })),
    turningTeam: flip(s.turningTeam),
    aiTeams: [s.aiTeams[1], s.aiTeams[0]],
    consumables: [s.consumables[1], s.consumables[0]],
    winner: s.winner === null ? null : flip(s.winner),
  };
}

/** Moves as `team` sees them: the same mirror as `battleAsSeenBy`. */
export function movesAsSeenBy(moves: readonly Move[], team: Team): readonly Move[] {
  return team === 0 ? moves : moves.map((m) => ({ ...m, team: flip(m.team) }));
}

function flip(t: Team): Team {
  return t === 0 ? 1 : 0;
}
