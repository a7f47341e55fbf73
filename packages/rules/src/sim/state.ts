/** The simulated player's state and the small helpers every policy step uses. */
import type { ChestType } from '../battle/outcome.js';
import { type Amounts } from '../content/currencies.js';
import type { HeroTier } from '../content/heroes.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import { health, maxHealth, type Creature } from '../creature/model.js';
import { type LevelState } from '../progression/experience.js';
import type { ActiveBooster } from '../progression/boosters.js';
import { regenerate } from '../progression/health.js';
import { chooseFirstHero } from '../progression/heroes.js';
import { newRoadProgress, type RoadProgress } from '../road/progress.js';

/**
 * How a policy step grew the squad: a hero bought, levels, an artifact worn, raised at the smithy
 * or reforged, a force, or emeralds spent (cards, speed-ups).
 */
export const MOVES = ['buy', 'level', 'wear', 'smithy', 'reforge', 'force', 'emerald'] as const;
export type Move = (typeof MOVES)[number];
/** The ways to spend what the road gives that the simulation weighs against each other. */
export const CHOICES = ['buy', 'level', 'smithy', 'reforge'] as const;
export type Choice = (typeof CHOICES)[number];
/** The choices that spend gold (reforging spends an artifact no hero has room for). */
export const GOLD_CHOICES = ['buy', 'level', 'smithy'] as const satisfies readonly Choice[];
/**
 * What emeralds buy that the simulation weighs: beast cards, evolution cards, speed-ups and the
 * gold booster.
 */
export const GEM_CHOICES = ['card', 'evolution', 'speedup', 'booster'] as const;
export type GemChoice = (typeof GEM_CHOICES)[number];
/**
 * A use is good at a decision when it adds at least this share of the power per gold (or per
 * emerald) of the best use then.
 */
export const GOOD_SHARE = 0.5;

/** Per stair: decisions, and how often each use was the best and how often good. */
export interface Tally<C extends string> {
  decisions: number;
  best: Record<C, number>;
  good: Record<C, number>;
}

/**
 * What a wait is for: health regenerating (the game's timer on a hurt squad), or a respawn
 * after lost gates while the squad could not grow, for lack of gold (a level was below the cap
 * but not affordable) or at the player-level cap (every hero at it, gold or not).
 */
export const WAIT_REASONS = ['health', 'gold', 'cap'] as const;
export type WaitReason = (typeof WAIT_REASONS)[number];

/** How much of a squad's strength items hold (measured in `shares.ts`). */
export interface StrengthShares {
  /** Share of the squad's weight its worn artifacts lend. */
  readonly worn: number;
  /** Share the forge added for good. */
  readonly forged: number;
  /** Weight the smithy's raise would add, as a share of today's. */
  readonly smithy: number;
  /** Crystals that raise costs. */
  readonly smithyCrystals: number;
}

export interface SimPlayer {
  seed: number;
  /** Spends what it earns (buys, levels, reforges); a hoarder only heals. */
  spends: boolean;
  /** Stair → squad power gained there by each kind of move. */
  gains: Map<number, Record<Move, number>>;
  /** Artifacts no hero has room for (found, or taken off for a better one), for the forge. */
  bag: { artifactId: string; level: number }[];
  /** Stair → decisions where buying, levelling or reforging would have added the most power. */
  best: Map<number, Record<Choice, number>>;
  /** Stair → the uses of gold weighed at each decision: best and good ones. */
  goldUses: Map<number, Tally<(typeof GOLD_CHOICES)[number]>>;
  /** Stair → the uses of emeralds weighed at each decision: best and good ones. */
  gemUses: Map<number, Tally<GemChoice>>;
  /** Emeralds received (free grants) and spent, for the report. */
  gemsIn: number;
  gemsSpent: number;
  /** Stair → the squad's power after it (the sum of the fighting heroes' weights). */
  power: Map<number, number>;
  /** Stair → the simulated clock (seconds) when its gate fell. */
  clockAt: Map<number, number>;
  /** Battles' own gold won so far (before any booster), and its total when each gate fell. */
  battleGold: number;
  battleGoldAt: Map<number, number>;
  /** The boosters running (their ends in milliseconds of the simulated clock). */
  boosters: ActiveBooster[];
  /** The stair being played (gains are counted on it). */
  stair: number;
  road: RoadProgress;
  level: LevelState;
  wallet: Required<Pick<Amounts, 'GOLD' | 'CRYSTAL' | 'ELIXIR' | 'SULFUR' | 'MITHRIL'>>;
  /** Once-only emerald grants already counted (welcome gift, side tasks, story parts). */
  granted: Set<string>;
  heroes: Creature[];
  done: Set<number>;
  nextId: number;
  seconds: number;
  battles: number;
  wins: number;
  losses: number;
  restores: number;
  farms: number;
  waits: number;
  /** Stair → battles won and lost there. */
  byStair: Map<number, { wins: number; losses: number }>;
  /** Stair → seconds spent waiting there (health regenerating, respawns). */
  waitedAt: Map<number, number>;
  /** Stair → seconds waited there for each reason. */
  waitedFor: Map<number, Record<WaitReason, number>>;
  /** Stair → the strength shares of items after its gate (at the ends of bands of 30). */
  shares: Map<number, StrengthShares>;
  /** Stair → crystals in hand after its gate (where shares are measured). */
  crystalsAt: Map<number, number>;
  /** Stair → the fighting heroes when the player first stood on it. */
  squadAt: Map<number, number>;
  /** Stair → attempts its gate was lost in a row before it fell. */
  gateLosses: Map<number, number>;
  /** Rank rises and force upgrades under way, ending on the simulated clock. */
  timers: SimTimer[];
  rankUps: number;
  forceUpgrades: number;
  /** Days whose free emeralds (and free wheel spin) were counted. */
  gemDays: number;
  /** Chests opened: won in battle, or won on the wheel and waited for. */
  chests: number;
  /** Artifacts melted at the forge. */
  reforged: number;
  /** Tier → the stair where a hero of it was first bought. */
  firstBought: Map<HeroTier, number>;
}

export interface SimTimer {
  readonly kind: 'rank' | 'force' | 'chest' | 'smithy';
  /** The hero it raises (0 for a chest; the artifact's id for the smithy). */
  readonly creatureId: number;
  readonly endsAt: number;
  readonly warriorClass?: WarriorClass;
  readonly toLevel?: number;
  readonly chest?: ChestType;
}

export function newSimPlayer(seed: number, starter: string, spends = true): SimPlayer {
  const first = chooseFirstHero(starter, 1, seed);
  if (!first.ok) throw new Error(first.code);
  return {
    seed,
    spends,
    gains: new Map(),
    bag: [],
    best: new Map(),
    goldUses: new Map(),
    gemUses: new Map(),
    gemsIn: 0,
    gemsSpent: 0,
    granted: new Set(),
    power: new Map(),
    clockAt: new Map(),
    battleGold: 0,
    battleGoldAt: new Map(),
    boosters: [],
    stair: 1,
    road: newRoadProgress(),
    level: { level: 1, currentExp: 0, maxExp: 100 },
    wallet: { GOLD: 100, CRYSTAL: 0, ELIXIR: 0, SULFUR: 0, MITHRIL: 0 },
    heroes: [first.value],
    done: new Set(),
    nextId: 2,
    seconds: 0,
    battles: 0,
    wins: 0,
    losses: 0,
    restores: 0,
    farms: 0,
    waits: 0,
    byStair: new Map(),
    waitedAt: new Map(),
    waitedFor: new Map(),
    squadAt: new Map(),
    shares: new Map(),
    crystalsAt: new Map(),
    gateLosses: new Map(),
    timers: [],
    rankUps: 0,
    forceUpgrades: 0,
    gemDays: 0,
    chests: 0,
    reforged: 0,
    firstBought: new Map(),
  };
}

export const squad = (p: SimPlayer): Creature[] => p.heroes.filter((h) => h.combative);

export function healthShare(list: readonly Creature[]): number {
  const h = list.reduce((a, c) => a + health(c), 0);
  const m = list.reduce((a, c) => a + maxHealth(c), 0);
  return m > 0 ? h / m : 0;
}

/** Time passes: every hero regenerates. The wait is booked on the stair being played. */
export function wait(p: SimPlayer, seconds: number, reason: WaitReason): void {
  p.seconds += seconds;
  p.waitedAt.set(p.stair, (p.waitedAt.get(p.stair) ?? 0) + seconds);
  const w = p.waitedFor.get(p.stair) ?? { health: 0, gold: 0, cap: 0 };
  w[reason] += seconds;
  p.waitedFor.set(p.stair, w);
  p.heroes = p.heroes.map((h) => regenerate(h, seconds));
}

export function weakest(p: SimPlayer): Creature | undefined {
  return [...squad(p)].sort((a, b) => a.weight - b.weight)[0];
}

export function replaceHero(p: SimPlayer, c: Creature): void {
  p.heroes = p.heroes.map((h) => (h.id === c.id ? c : h));
}

/** The squad's power: the sum of its fighting heroes' weights. */
export function squadPower(p: SimPlayer): number {
  return squad(p).reduce((a, c) => a + c.weight, 0);
}

/** Runs a step and counts the squad power it added to `move` on the stair being played. */
export function counted(p: SimPlayer, move: Move, step: () => void): void {
  const before = squadPower(p);
  step();
  const gain = squadPower(p) - before;
  if (gain <= 0) return;
  const g =
    p.gains.get(p.stair) ??
    ({ buy: 0, level: 0, wear: 0, smithy: 0, reforge: 0, force: 0, emerald: 0 } as const);
  const next = { ...g };
  next[move] += gain;
  p.gains.set(p.stair, next);
}

/** Adds one decision to a stair's tally: the best use and every good one. */
export function tally<C extends string>(
  map: Map<number, Tally<C>>,
  stair: number,
  uses: readonly C[],
  perUnit: Partial<Record<C, number>>,
): void {
  const worth = uses.flatMap((c) => {
    const x = perUnit[c];
    return x !== undefined && x > 0 ? [{ c, x }] : [];
  });
  if (worth.length < 2) return;
  const top = Math.max(...worth.map((w) => w.x));
  const zero = () => Object.fromEntries(uses.map((c) => [c, 0])) as Record<C, number>;
  const t = map.get(stair) ?? { decisions: 0, best: zero(), good: zero() };
  t.decisions++;
  for (const w of worth) {
    if (w.x === top) t.best[w.c]++;
    if (w.x >= GOOD_SHARE * top) t.good[w.c]++;
  }
  map.set(stair, t);
}

/** Stairs back over which `growthSeconds` and `battleGoldPerSecond` measure the squad. */
const GROWTH_WINDOW = 10;

/** The first gate fallen within the window, where the growth and the gold rate are measured. */
function windowStart(p: SimPlayer): number | undefined {
  return [...p.clockAt.keys()].filter((s) => s >= p.stair - GROWTH_WINDOW).sort((a, b) => a - b)[0];
}

/** Battles' own gold won per second of the clock from that gate to now (0 before any gate). */
export function battleGoldPerSecond(p: SimPlayer): number {
  const from = windowStart(p);
  if (from === undefined) return 0;
  const seconds = p.seconds - p.clockAt.get(from)!;
  return seconds > 0 ? (p.battleGold - p.battleGoldAt.get(from)!) / seconds : 0;
}

/**
 * The seconds in which the squad's power grows by a factor e, measured from the gate of about
 * ten stairs back to now (Infinity before any gate fell, or when it did not grow). A permanent
 * gain keeps its weight against a squad growing this fast for about this long, so power brought
 * forward by `t` seconds is worth `t / growthSeconds` of the same power kept for good.
 */
export function growthSeconds(p: SimPlayer): number {
  const from = windowStart(p);
  if (from === undefined) return Infinity;
  const rate = Math.log(squadPower(p) / p.power.get(from)!);
  const seconds = p.seconds - p.clockAt.get(from)!;
  return rate > 0 && seconds > 0 ? seconds / rate : Infinity;
}

/** A copy of the player to try a move on, sharing nothing a move changes. */
export function trialCopy(p: SimPlayer): SimPlayer {
  return {
    ...p,
    heroes: [...p.heroes],
    wallet: { ...p.wallet },
    bag: [...p.bag],
    timers: [...p.timers],
    boosters: [...p.boosters],
    firstBought: new Map(p.firstBought),
    granted: new Set(p.granted),
    // Wearing what a benched hero gives up counts its gain: on the copy's own tallies.
    gains: new Map([...p.gains].map(([k, g]) => [k, { ...g }])),
  };
}

/**
 * Weighs the choices on copies of the player, each as the policy would make it with what
 * the player holds (buying: the hero it would buy; levelling: its budget; reforging: the bag).
 * A choice is worth the squad power it adds plus the gold it leaves, valued at what levelling
 * makes of gold at that moment (its power per gold): so buying beats levelling only when it adds
 * more per gold, and reforging, which spends no gold, beats levelling whenever it adds anything
 * and beats buying when it adds more than buying does beyond that gold's levels. Counted for the
 * stair when at least two are possible.
 */
export function tallyBestMove(p: SimPlayer, steps: Record<Choice, (p: SimPlayer) => void>): void {
  const trial = (step: (p: SimPlayer) => void) => {
    const copy = trialCopy(p);
    const before = squadPower(copy);
    step(copy);
    return { gain: squadPower(copy) - before, gold: p.wallet.GOLD - copy.wallet.GOLD };
  };
  const tried = CHOICES.map((c) => ({ choice: c, ...trial(steps[c]) }));
  // Each use of gold by the power it adds per gold, against the best of them.
  const perGoldOf: Partial<Record<Choice, number>> = {};
  for (const t of tried) if (t.gold > 0 && t.gain > 0) perGoldOf[t.choice] = t.gain / t.gold;
  tally(p.goldUses, p.stair, GOLD_CHOICES, perGoldOf);
  const possible = tried.filter((t) => t.gain > 0);
  // Only a real choice counts: at least two possible now.
  if (possible.length < 2) return;
  const level = tried.find((t) => t.choice === 'level')!;
  const perGold = level.gain > 0 && level.gold > 0 ? level.gain / level.gold : 0;
  // The worth beyond keeping all the gold: levelling's own is zero by construction.
  const worth = (t: { gain: number; gold: number }) => t.gain - t.gold * perGold;
  const best = possible.sort((a, b) => worth(b) - worth(a))[0]!.choice;
  const t = p.best.get(p.stair) ?? { buy: 0, level: 0, smithy: 0, reforge: 0 };
  t[best]++;
  p.best.set(p.stair, t);
}
