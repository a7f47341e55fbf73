/**
 * The simulated player's emeralds: the free ones the rules grant (the welcome gift, the side
 * tasks, the daily reward's task, and each day's free spin, sharing and tickets in
 * `FREE_GEMS_PER_DAY`), and what it spends them on: beast cards, evolution cards, speed-ups
 * of the waits that hold power back (a rank rising, a smithy raise) and the gold booster.
 */
import { CARDS } from '../content/cards.js';
import { heroDef } from '../content/heroes.js';
import { WELCOME_GIFT_GEMS } from '../economy/campaigns.js';
import {
  activateBooster,
  BOOSTER_FACTOR,
  BOOSTERS,
  type ActiveBooster,
  type BoosterDef,
} from '../progression/boosters.js';
import { applyCard } from '../progression/shops.js';
import { riseRank } from '../progression/heroes.js';
import { speedUpPrice } from '../progression/timers.js';
import { DAILY_TASKS, SIDE_TASKS } from '../story/tasks.js';
import type { Creature } from '../creature/model.js';
import { budget, levelUp } from './levels.js';
import { completeRaise, raisedHero } from './smithy.js';
import {
  battleGoldPerSecond,
  counted,
  GEM_CHOICES,
  growthSeconds,
  replaceHero,
  squad,
  tally,
  type GemChoice,
  type SimPlayer,
  type SimTimer,
} from './state.js';

/** The daily reward's task pays this many emeralds a day (taken with the day's free gems). */
export const DAILY_TASK_GEMS = DAILY_TASKS.reduce((a, t) => a + (t.reward.MITHRIL ?? 0), 0);

const arkOwned = (p: SimPlayer) =>
  p.heroes.filter((h) => heroDef(h.identifier)?.tier === 'ARK').length;

function grant(p: SimPlayer, key: string, gems: number): void {
  if (gems <= 0 || p.granted.has(key)) return;
  p.granted.add(key);
  p.wallet.MITHRIL += gems;
  p.gemsIn += gems;
}

/** Once-only grants the player has earned by now: the welcome gift and the side tasks. */
export function grantOnce(p: SimPlayer): void {
  grant(p, 'welcome', WELCOME_GIFT_GEMS);
  for (const t of SIDE_TASKS) {
    const gems = t.reward.MITHRIL ?? 0;
    const done =
      t.counter === 'BEST_STAIR'
        ? p.road.bestVictoryStair >= t.goal
        : t.counter === 'HEROES' && p.heroes.length >= t.goal;
    if (done) grant(p, `task:${t.key}`, gems);
  }
}

/** One use of emeralds: what it costs, the power it adds, and how to make it. */
interface GemOption {
  readonly choice: GemChoice;
  readonly gems: number;
  readonly gain: number;
  readonly apply: (p: SimPlayer) => void;
}

function cardOptions(p: SimPlayer): GemOption[] {
  const out: GemOption[] = [];
  for (const h of squad(p)) {
    for (const def of CARDS) {
      const r = applyCard(def.id, h, arkOwned(p));
      if (!r.ok) continue;
      out.push({
        choice: def.effect.kind === 'RANK' ? 'evolution' : 'card',
        gems: def.price.MITHRIL ?? 0,
        gain: r.value.weight - h.weight,
        apply: (q) => replaceHero(q, r.value),
      });
    }
  }
  return out;
}

/** The hero a wait would change now, and how (null for waits that add no weight). */
function finished(p: SimPlayer, t: SimTimer): { before: Creature; after: Creature } | null {
  if (t.kind === 'rank') {
    const h = p.heroes.find((x) => x.id === t.creatureId && x.combative);
    return h === undefined ? null : { before: h, after: riseRank(h, arkOwned(p)) };
  }
  if (t.kind === 'smithy') {
    const h = squad(p).find((x) => x.artifacts.some((a) => a.id === t.creatureId));
    return h === undefined ? null : { before: h, after: raisedHero(h, t.creatureId, t.toLevel!) };
  }
  return null;
}

/**
 * A speed-up buys time, not power: the wait's power arrives `left` seconds early, worth that
 * share of the squad's growth time (`growthSeconds`) of the same power kept for good, at most
 * the power itself. Cards are kept for good and count in full.
 */
function speedUpOptions(p: SimPlayer): GemOption[] {
  const growth = growthSeconds(p);
  return p.timers.flatMap((t) => {
    const f = finished(p, t);
    if (f === null) return [];
    const left = t.endsAt - p.seconds;
    return [
      {
        choice: 'speedup' as const,
        gems: speedUpPrice(left * 1000),
        gain: (f.after.weight - f.before.weight) * Math.min(1, left / growth),
        apply: (q: SimPlayer) => {
          q.timers = q.timers.filter((x) => x !== t);
          if (t.kind === 'smithy') completeRaise(q, t.creatureId, t.toLevel!);
          else {
            const h = q.heroes.find((x) => x.id === t.creatureId);
            if (h !== undefined) replaceHero(q, riseRank(h, arkOwned(q)));
          }
        },
      },
    ];
  });
}

/** The boosters running in `def`'s slots once it is started now (prolonged over itself). */
function started(def: BoosterDef, active: readonly ActiveBooster[], now: number) {
  const running = active.find((a) => a.endsAt > now && def.slots.includes(a.slot));
  const r = activateBooster(def, active, now, running === undefined ? undefined : 'prolong');
  if (!r.ok) return null;
  return {
    from: running?.endsAt ?? now,
    active: [...active.filter((a) => !def.slots.includes(a.slot)), ...r.value],
  };
}

/** The squad power `gold` more adds once the player's own levelling budget is spent. */
function levelsFor(p: SimPlayer, gold: number): number {
  const own = budget(p);
  const power = (g: number) =>
    levelUp(squad(p), g, p.level.level).creatures.reduce((a, c) => a + c.weight, 0);
  return power(own + gold) - power(own);
}

/**
 * A gold booster raises the battles' own gold while it runs (over a running one of its kind it
 * is prolonged, from that one's end): the gold the battles win at today's rate
 * (`battleGoldPerSecond`), times the factor's excess, over the booster's hours within the squad's
 * growth time (`growthSeconds`: later gold counts for less against a grown squad, as a speed-up's
 * power does), turned into power as levelling turns gold now. Its other slots are not weighed.
 */
/**
 * The share of a booster's hours a player spends playing. The simulated player climbs without a
 * pause, so its battles' gold rate holds for every hour of the booster; a person plays about two
 * of the eight hours a booster runs (an evening's session), and its gold comes only from those.
 */
export const BOOSTER_HOURS_PLAYED = 0.25;

function boosterOptions(p: SimPlayer): GemOption[] {
  const now = p.seconds * 1000;
  const horizon = now + growthSeconds(p) * 1000;
  return BOOSTERS.filter((b) => b.slots.includes('GOLD')).flatMap((def) => {
    const s = started(def, p.boosters, now);
    if (s === null) return [];
    const covered = Math.max(0, Math.min(s.from + def.durationMs, horizon) - s.from) / 1000;
    const gold =
      (BOOSTER_FACTOR.GOLD - 1) * battleGoldPerSecond(p) * covered * BOOSTER_HOURS_PLAYED;
    return [
      {
        choice: 'booster' as const,
        gems: def.price.MITHRIL ?? 0,
        gain: gold > 0 ? levelsFor(p, gold) : 0,
        apply: (q: SimPlayer) => {
          q.boosters = started(def, q.boosters, now)?.active ?? q.boosters;
        },
      },
    ];
  });
}

/** Every use of emeralds open now that adds power, the most power per emerald first. */
function options(p: SimPlayer): GemOption[] {
  return [...cardOptions(p), ...speedUpOptions(p), ...boosterOptions(p)]
    .filter((o) => o.gain > 0 && o.gems > 0)
    .sort((a, b) => b.gain / b.gems - a.gain / a.gems);
}

/**
 * Weighs the uses of emeralds at this decision (whatever the player holds: the table says what
 * the next emeralds are best spent on), then spends what it holds on the best ones it can pay.
 */
export function spendGems(p: SimPlayer): void {
  grantOnce(p);
  const open = options(p);
  const perGem: Partial<Record<GemChoice, number>> = {};
  for (const o of open) perGem[o.choice] = Math.max(perGem[o.choice] ?? 0, o.gain / o.gems);
  tally(p.gemUses, p.stair, GEM_CHOICES, perGem);
  if (!p.spends) return;
  for (let guard = 0; guard < 20; guard++) {
    const best = options(p).find((o) => o.gems <= p.wallet.MITHRIL);
    if (best === undefined) return;
    p.wallet.MITHRIL -= best.gems;
    p.gemsSpent += best.gems;
    counted(p, 'emerald', () => best.apply(p));
  }
}
