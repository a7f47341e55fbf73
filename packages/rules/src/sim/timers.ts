/**
 * The simulated player's waits on a simulated clock (`p.seconds`), as the server keeps them: a
 * rank paid for by kills rises after `rankUpSeconds`, a force level arrives when its upgrade ends
 * (two at once, elixir paid at the start), a chest won on the daily free spin opens after its
 * delay, a smithy raise lands when its wait ends, and a free player's daily emeralds accrue with
 * the days.
 */
import { FORCES } from '../content/forces.js';
import { CHEST_DELAY_MINUTES } from '../economy/chests.js';
import { WHEEL_SECTORS, prizeAmounts, spinWheel } from '../economy/wheel.js';
import { heroDef } from '../content/heroes.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import { forceUpgradeSlots, planForceUpgrade, withForceLevel } from '../progression/forces.js';
import { rankUpDue, rankUpSeconds, riseRank } from '../progression/heroes.js';
import { DAILY_TASK_GEMS } from './emeralds.js';
import { openChest } from './items.js';
import { completeRaise } from './smithy.js';
import { counted, replaceHero, squad, type SimPlayer } from './state.js';

/** A free player's emeralds a day (the free spin, sharing, rewarded ads: GAME_DESIGN §5b). */
export const FREE_GEMS_PER_DAY = 24;

const arkOwned = (p: SimPlayer) =>
  p.heroes.filter((h) => heroDef(h.identifier)?.tier === 'ARK').length;

/** Starts the rise of every rank the kills have paid for, one at a time per hero. */
export function startRankUps(p: SimPlayer): void {
  for (const h of p.heroes) {
    if (p.timers.some((t) => t.kind === 'rank' && t.creatureId === h.id)) continue;
    if (!rankUpDue(h, arkOwned(p))) continue;
    p.timers.push({
      kind: 'rank',
      creatureId: h.id,
      endsAt: p.seconds + rankUpSeconds(h.rank + 1),
    });
  }
}

/**
 * A new day: the free emeralds, and the free wheel spin's gold or chest (its emeralds and tickets
 * are in the daily average already). A chest won waits its delay, as on the server.
 */
function newDay(p: SimPlayer): void {
  p.wallet.MITHRIL += FREE_GEMS_PER_DAY + DAILY_TASK_GEMS;
  p.gemsIn += FREE_GEMS_PER_DAY + DAILY_TASK_GEMS;
  p.gemDays++;
  const prize = WHEEL_SECTORS[spinWheel(`sim:${p.seed}:day:${p.gemDays}`)]!.prize;
  if (prize.kind === 'GOLD') p.wallet.GOLD += prizeAmounts(prize, p.stair).GOLD ?? 0;
  if (prize.kind !== 'CHEST') return;
  const endsAt = p.gemDays * 86_400 + CHEST_DELAY_MINUTES[prize.chest] * 60;
  p.timers.push({ kind: 'chest', creatureId: 0, chest: prize.chest, endsAt });
}

/** Completes every wait whose time has come, in the order they end, and accrues emeralds. */
export function settleTimers(p: SimPlayer): void {
  while (p.gemDays < Math.floor(p.seconds / 86_400)) newDay(p);
  const due = p.timers.filter((t) => t.endsAt <= p.seconds).sort((a, b) => a.endsAt - b.endsAt);
  if (due.length === 0) return;
  p.timers = p.timers.filter((t) => t.endsAt > p.seconds);
  for (const t of due) {
    if (t.kind === 'chest') {
      openChest(p, t.chest!, p.stair, `sim:${p.seed}:chest:${t.endsAt}`);
      continue;
    }
    if (t.kind === 'smithy') {
      completeRaise(p, t.creatureId, t.toLevel!);
      continue;
    }
    const h = p.heroes.find((x) => x.id === t.creatureId);
    if (h === undefined) continue;
    if (t.kind === 'rank') {
      replaceHero(p, riseRank(h, arkOwned(p)));
      p.rankUps++;
    } else {
      counted(p, 'force', () => replaceHero(p, withForceLevel(h, t.warriorClass!, t.toLevel!)));
    }
  }
  startRankUps(p);
}

/** The force a hero learns first: its own class's, else the first it may raise. */
function forceFor(
  p: SimPlayer,
  heroId: number,
): { cls: WarriorClass; elixir: number; seconds: number; toLevel: number } | null {
  const h = p.heroes.find((x) => x.id === heroId)!;
  const own = FORCES.find((f) => f.warriorClass === h.warriorClass);
  for (const f of own ? [own, ...FORCES] : FORCES) {
    if (p.timers.some((t) => t.creatureId === h.id && t.warriorClass === f.warriorClass)) continue;
    const plan = planForceUpgrade(h, f.warriorClass);
    if (plan.ok) return { cls: f.warriorClass, ...plan.value };
  }
  return null;
}

/** Policy: keep both force upgrades running while the elixir lasts, strongest heroes first. */
export function upgradeForces(p: SimPlayer): void {
  for (const h of [...squad(p)].sort((a, b) => b.weight - a.weight)) {
    if (p.timers.filter((t) => t.kind === 'force').length >= forceUpgradeSlots(0)) return;
    const next = forceFor(p, h.id);
    if (next === null || next.elixir > p.wallet.ELIXIR) continue;
    p.wallet.ELIXIR -= next.elixir;
    p.forceUpgrades++;
    p.timers.push({
      kind: 'force',
      creatureId: h.id,
      warriorClass: next.cls,
      toLevel: next.toLevel,
      endsAt: p.seconds + next.seconds,
    });
  }
}
