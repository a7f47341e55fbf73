import { stairOfCoordinate } from '@heroroad/rules';
import { coins, type BotContext, type BotStats } from './context.js';

/** What one run did, as the CLI prints it and the tests check it. */
export interface BotReport extends BotStats {
  readonly playerId: number;
  readonly name: string;
  readonly targetStair: number;
  /** True when the gate of the target stair was beaten. */
  readonly reached: boolean;
  /** Why the run ended early, or null when it reached the target. */
  readonly stopReason: string | null;
  /** Stairs whose gate is beaten: the road is open to the one after. */
  readonly stairsConquered: number;
  readonly bestVictoryStair: number;
  readonly maxCoordinate: number;
  readonly gold: number;
  readonly playerLevel: number;
  /** The clan the player ended in (its id), or null. */
  readonly playerClan: number | null;
  readonly heroes: readonly { name: string; level: number; rank: number; combative: boolean }[];
  readonly requests: number;
  readonly elapsedMs: number;
}

export function buildReport(
  ctx: BotContext,
  run: { targetStair: number; stopReason: string | null; requests: number; elapsedMs: number },
): BotReport {
  const p = ctx.player;
  const stairsConquered = stairOfCoordinate(p.maxCoordinate) - 1;
  return {
    ...ctx.stats,
    playerId: p.id,
    name: p.name,
    targetStair: run.targetStair,
    reached: stairsConquered >= run.targetStair,
    stopReason: run.stopReason,
    stairsConquered,
    bestVictoryStair: p.bestVictoryStair,
    maxCoordinate: p.maxCoordinate,
    gold: p.gold,
    playerLevel: p.level,
    playerClan: p.clanId,
    heroes: p.creatures.map((c) => ({
      name: c.name,
      level: c.level,
      rank: c.rank,
      combative: c.combative,
    })),
    requests: run.requests,
    elapsedMs: run.elapsedMs,
  };
}

/** The stair open after `hours` on the play clock (1 before the first gate falls). */
export function stairAfter(r: Pick<BotStats, 'stairs'>, hours: number): number {
  let open = 1;
  for (const s of r.stairs) if (s.openedAt <= hours * 3600) open = s.stair + 1;
  return open;
}

/** The first evening: stairs reached by the play clock, losses, waits and what held gates. */
function eveningRows(r: BotReport): [string, string][] {
  const after = [1, 2, 4].map((h) => `${h} h: stair ${stairAfter(r, h)}`).join(', ');
  const lost = r.stairs.filter((s) => s.losses > 0).map((s) => `${s.stair}:${s.losses}`);
  const waits = r.stairs
    .filter((s) => s.waited.health + s.waited.timers > 0)
    .map(
      (s) =>
        `${s.stair}:` +
        (['health', 'timers'] as const)
          .filter((k) => s.waited[k] > 0)
          .map((k) => `${k} ${Math.ceil(s.waited[k] / 60)}m`)
          .join('+'),
    );
  const held = r.stairs.reduce(
    (a, s) => ({ gold: a.gold + s.heldBy.gold, cap: a.cap + s.heldBy.cap }),
    { gold: 0, cap: 0 },
  );
  return [
    ['evening', `${after} (play clock ${(r.playSeconds / 3600).toFixed(1)} h)`],
    ['lost at', lost.join(' ') || 'no stair'],
    ['waited at', waits.join(' ') || 'no stair'],
    [
      'gates held',
      `${held.gold} loss(es) with gold short of a level, ${held.cap} with every hero at the level cap`,
    ],
  ];
}

/** The report as readable lines. */
export function formatReport(r: BotReport): string {
  const seconds = r.elapsedMs / 1000;
  const battles = r.battlesWon + r.battlesLost;
  const heroes = r.heroes
    .map((h) => `${h.name} (level ${h.level}, rank ${h.rank}${h.combative ? '' : ', reserve'})`)
    .join(', ');
  const rows: [string, string][] = [
    ['player', `${r.name} (id ${r.playerId}), level ${r.playerLevel}`],
    [
      'result',
      r.reached
        ? `reached: ${r.stairsConquered} stair(s) conquered (target ${r.targetStair})`
        : `stopped at ${r.stairsConquered} of ${r.targetStair} stairs: ${r.stopReason}`,
    ],
    ['best victory', `stair ${r.bestVictoryStair}, road open to coordinate ${r.maxCoordinate}`],
    [
      'battles',
      `${battles}: ${r.battlesWon} won, ${r.battlesLost} lost` +
        (battles > 0 ? ` (${Math.round((100 * r.battlesWon) / battles)}% won)` : ''),
    ],
    ['places', `${r.placesTaken} taken, ${r.placesSkipped} red ones skipped`],
    ['gold', `${coins(r.goldEarned)} earned, ${coins(r.gold)} in hand`],
    [
      'spent on',
      `${r.heroLevelsBought} hero levels, ${r.heroesBought} hero(es), ${r.restores} restores, ` +
        `${r.forcesStarted} force upgrade(s), ${r.artifactsReforged} artifact(s) reforged, ` +
        `${r.slotOffersTaken} slot offer(s) taken, ${r.cardsUsed} card(s) used`,
    ],
    ['in battle', `${r.potionsUsed} potion(s); ${r.artifactsEquipped} artifact(s) worn`],
    [
      'waiting',
      `${r.waits} wait(s), ${r.waitedSeconds} s (${r.ranksAwaited} for a rank); ${r.farmRounds} farming round(s)`,
    ],
    ...eveningRows(r),
    ['story', `${r.chaptersRead} chapter(s) read; ${r.tasksClaimed} task reward(s) claimed`],
    ['worlds', `${r.snowVisits} snow world visit(s); ${r.portalsUsed} portal(s) opened`],
    ['clan', `${r.playerClan ?? 'none'}; ${r.clanDonations} donation(s)`],
    ['squad', heroes],
    [
      'requests',
      `${r.requests} in ${seconds.toFixed(1)} s (${Math.round(r.requests / Math.max(seconds, 0.001))}/s)`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n');
}
