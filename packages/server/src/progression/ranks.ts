import { heroDef, rankUpDue, rankUpSeconds, riseRank, type Creature } from '@heroroad/rules';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';

/** The timer kind of a rank rising, and what it carries. */
export const RANK_TIMER = 'rank';
interface RankPayload {
  readonly creatureId: number;
  readonly toRank: number;
}

const arkOwned = (heroes: readonly Creature[]) =>
  heroes.filter((c) => heroDef(c.identifier)?.tier === 'ARK').length;

/**
 * Starts the rise of every hero whose banked kill experience pays for its next rank and whose
 * rank is not already rising (SPEC §4: rank upgrades take time and can be sped up), from `from`:
 * now, or when the rank before it arrived.
 */
export async function startDueRankUps(u: PlayerUnit, from: number = u.now): Promise<void> {
  const heroes = await u.heroes.all();
  const ark = arkOwned(heroes);
  const rising = new Set((await u.timers.running(RANK_TIMER)).map((t) => t.subject));
  for (const c of heroes) {
    if (rising.has(String(c.id)) || !rankUpDue(c, ark)) continue;
    const payload: RankPayload = { creatureId: c.id, toRank: c.rank + 1 };
    await u.timers.start(RANK_TIMER, String(c.id), rankUpSeconds(c.rank + 1) * 1000, payload, from);
  }
}

/**
 * When a rank's wait ends the hero rises, and a next rank already paid for starts rising from
 * that moment (the wait's end, or now when it was sped up), not from when the player came back.
 */
export function registerRankTimer(kernel: PlayerKernel): void {
  kernel.timerHandlers.on(RANK_TIMER, async (unit, timer) => {
    const p = timer.payload as RankPayload;
    const heroes = await unit.heroes.all();
    const hero = heroes.find((c) => c.id === p.creatureId);
    // A hero let go meanwhile, or one already there, takes nothing.
    if (!hero || hero.rank >= p.toRank) return;
    const risen = riseRank(hero, arkOwned(heroes));
    if (risen === hero) return;
    await unit.heroes.save([risen]);
    await startDueRankUps(unit, Math.min(timer.endsAt, unit.now));
  });
}
