/**
 * The first evening of a new player, from the simulated climbs: the stair reached after 1, 2
 * and 4 hours, losses per stair, where and what for players wait, the squad they field on
 * stair 5 and the gates lost twice in a row. The targets are in docs/GAME_DESIGN.md §7.
 */
import type { Climb } from './climb.js';
import { median } from './median.js';
import { WAIT_REASONS, type WaitReason } from './state.js';

/** The early stairs the report looks at. */
export const EVENING_STAIRS = 30;
/** Targets: three heroes fielded on this stair, no gate below EVENING_STAIRS lost twice running. */
export const THREE_HEROES_BY_STAIR = 5;

export interface Evening {
  /** Hours → the median stair open after them, and the range. */
  readonly stairAfter: { hours: number; median: number; min: number; max: number }[];
  /** Stair → battles lost there, all players. */
  readonly lossesByStair: Map<number, number>;
  /** Stair → mean minutes a player waited there, by reason. */
  readonly waitsByStair: Map<number, Record<WaitReason, number>>;
  /** Mean minutes a player waited below EVENING_STAIRS, by reason. */
  readonly waitTotals: Record<WaitReason, number>;
  /** The fighting heroes of each player on THREE_HEROES_BY_STAIR. */
  readonly squadOnStair5: number[];
  /** Gates below EVENING_STAIRS lost twice or more in a row: seed, stair, losses. */
  readonly lostTwice: { seed: number; stair: number; losses: number }[];
}

export function firstEvening(runs: readonly Climb[]): Evening {
  const stairAfter = [1, 2, 4].map((hours) => {
    const at = runs.map((r) => {
      let best = 1;
      for (const [stair, h] of r.hoursTo) if (h <= hours && stair > best) best = stair;
      return best;
    });
    return { hours, median: median(at), min: Math.min(...at), max: Math.max(...at) };
  });
  const lossesByStair = new Map<number, number>();
  const waitsByStair = new Map<number, Record<WaitReason, number>>();
  const waitTotals: Record<WaitReason, number> = { health: 0, gold: 0, cap: 0 };
  for (let stair = 1; stair < EVENING_STAIRS; stair++) {
    const lost = runs.reduce((a, r) => a + (r.player.byStair.get(stair)?.losses ?? 0), 0);
    if (lost > 0) lossesByStair.set(stair, lost);
    const w: Record<WaitReason, number> = { health: 0, gold: 0, cap: 0 };
    for (const r of runs) {
      const at = r.player.waitedFor.get(stair);
      if (at !== undefined) for (const k of WAIT_REASONS) w[k] += at[k] / 60 / runs.length;
    }
    if (WAIT_REASONS.some((k) => w[k] > 0)) waitsByStair.set(stair, w);
    for (const k of WAIT_REASONS) waitTotals[k] += w[k];
  }
  const lostTwice: Evening['lostTwice'] = [];
  for (const r of runs)
    for (const [stair, losses] of r.player.gateLosses)
      if (stair < EVENING_STAIRS && losses >= 2)
        lostTwice.push({ seed: r.player.seed, stair, losses });
  return {
    stairAfter,
    lossesByStair,
    waitsByStair,
    waitTotals,
    squadOnStair5: runs.map((r) => r.player.squadAt.get(THREE_HEROES_BY_STAIR) ?? 0),
    lostTwice,
  };
}

/** The report as printed lines. */
export function eveningLines(e: Evening): string[] {
  const lines = e.stairAfter.map(
    (s) => `  ${s.hours} h: stair ${s.median} (from ${s.min} to ${s.max})`,
  );
  const losses = [...e.lossesByStair].map(([s, n]) => `${s}:${n}`).join(' ');
  lines.push(
    `  Battles lost on stairs 1-${EVENING_STAIRS - 1}, all players (stair:losses): ${losses || 'none'}`,
  );
  const waits = [...e.waitsByStair]
    .filter(([, w]) => WAIT_REASONS.some((k) => w[k] >= 1))
    .map(
      ([s, w]) =>
        `${s}:${WAIT_REASONS.filter((k) => w[k] >= 1)
          .map((k) => `${k} ${w[k].toFixed(0)}m`)
          .join('+')}`,
    )
    .join(' ');
  lines.push(
    `  Waiting on stairs 1-${EVENING_STAIRS - 1}, mean per player (stair:reason minutes): ${waits || 'none'}`,
  );
  lines.push(
    `  What they wait for, mean minutes per player: health (regenerating) ${e.waitTotals.health.toFixed(0)}, gold (a level unaffordable) ${e.waitTotals.gold.toFixed(0)}, the player-level cap ${e.waitTotals.cap.toFixed(0)}`,
  );
  const three = e.squadOnStair5.filter((n) => n >= 3).length;
  lines.push(
    `  Fielding 3 heroes on stair ${THREE_HEROES_BY_STAIR}: ${three}/${e.squadOnStair5.length} players (squads ${e.squadOnStair5.join(', ')})`,
  );
  lines.push(
    `  Gates below stair ${EVENING_STAIRS} lost twice or more in a row: ${e.lostTwice.length === 0 ? 'none' : e.lostTwice.map((t) => `seed ${t.seed} at ${t.stair} (${t.losses})`).join(', ')}`,
  );
  return lines;
}
