import { BALANCE } from '../content/balance.js';
import { ABILITY_NUMBERS, abilityOfClass } from './abilities.js';
import { aimedShare, baseDamage, canActNow, isFrozen, tauntAllows } from './resolve.js';
import type { BattleCreature, BattleState, Team } from './types.js';

/** A move: the attacker's plain hit on the defender, or its ability aimed at the defender. */
export interface MoveChoice {
  readonly attackerId: number;
  readonly defenderId: number;
  /** The attacker's ability rather than a plain hit. */
  readonly ability?: boolean;
}

/**
 * Damage a hit is expected to deal, counting hammers and blocks at their chances, and the fire
 * and poison it leaves to burn over the coming turns (they do not stack on a foe already
 * afflicted). An ability's blow (`share` of a hit, `sure`) is never doubled nor blocked.
 */
export function expectedDamage(
  a: BattleCreature,
  d: BattleCreature,
  share = 1,
  sure = false,
): number {
  const hammer = sure ? 0 : Math.min(1, a.hammer);
  const block = sure ? 0 : (1 - hammer) * Math.min(1, d.block);
  const factor =
    hammer * BALANCE.hammerMultiplier + block * BALANCE.blockShare + (1 - hammer - block);
  const hit = baseDamage(a, d) * share * factor;
  const afflicted = (type: string) => d.effects.some((e) => e.type === type);
  const burn = afflicted('BURNING')
    ? 0
    : Math.min(1, a.fire) * hit * BALANCE.fireShare * BALANCE.fireMoves;
  const poison = afflicted('POISONED') ? 0 : a.attack * a.poison * BALANCE.poisonMoves;
  return hit + burn + poison;
}

/** A creature as a move would leave it, by expected values (no luck drawn). */
interface Outlook {
  readonly c: BattleCreature;
  /** The creature's place in the state's list (the board's index). */
  readonly i: number;
  health: number;
  shield: number;
  /** Loses its next action (frozen). */
  frozen: boolean;
  /** Poison and fire still to tick. */
  ticks: number;
  taunt: boolean;
}

/** One living creature in `harm`'s felling order. */
interface Blow {
  o: Outlook;
  blow: number;
  left: number;
  rate: number;
}

/**
 * What every move judged in one state shares: each creature as it stands, and the expected blow
 * of every creature on every other (`expectedDamage` depends on the two creatures alone, never on
 * what a judged move would change), so judging a hundred moves draws on one table. The rest is
 * room one judgement works in and the next reuses (judgements never nest).
 */
interface Board {
  readonly s: BattleState;
  readonly base: readonly Outlook[];
  /** `expectedDamage(a, d)` at `blows[a.i * n + d.i]`, n creatures, once `known` there. */
  readonly blows: Float64Array;
  readonly known: Uint8Array;
  /** Whether each team may strike each creature now (its foes' shield walls). */
  readonly allowed: readonly [readonly boolean[], readonly boolean[]];
  /** The creatures as the move being judged leaves them (`outlook`). */
  readonly work: Outlook[];
  /** What each side offers the other's blows (`targetsOf`). */
  readonly targets: readonly [Outlook[], Outlook[]];
  /** Each living creature's hardest blows, by who lives and who walls (`hardestBlows`). */
  readonly hardest: Map<number, Float64Array>;
  /** `harm`'s felling order, and the records it is made of. */
  readonly order: Blow[];
  readonly pool: readonly Blow[];
}

function board(s: BattleState): Board {
  const n = s.creatures.length;
  const base = s.creatures.map((c, i): Outlook => ({
    c,
    i,
    health: c.health,
    shield: c.shield ?? 0,
    frozen: isFrozen(c),
    ticks: c.effects.reduce(
      (sum, e) => (e.type === 'FROZEN' ? sum : sum + e.value * e.movesRemain),
      0,
    ),
    taunt: (c.taunt ?? 0) > 0 && c.health > 0,
  }));
  const allowedFor = (team: Team) => s.creatures.map((c) => tauntAllows(s, team, c));
  return {
    s,
    base,
    blows: new Float64Array(n * n),
    known: new Uint8Array(n * n),
    allowed: [allowedFor(0), allowedFor(1)],
    work: base.map((o) => ({ ...o })),
    targets: [[], []],
    hardest: new Map(),
    order: [],
    pool: base.map((o) => ({ o, blow: 0, left: 0, rate: 0 })),
  };
}

/** The board's creatures as they stand, for one judged move to change. */
function outlook(b: Board): Outlook[] {
  for (let i = 0; i < b.base.length; i++) {
    const from = b.base[i]!;
    const to = b.work[i]!;
    to.health = from.health;
    to.shield = from.shield;
    to.frozen = from.frozen;
    to.ticks = from.ticks;
    to.taunt = from.taunt;
  }
  return b.work;
}

/** The living creatures of `side` the other side may strike: its shield walls, if it has any. */
function targetsOf(all: readonly Outlook[], side: Team, into: Outlook[]): Outlook[] {
  into.length = 0;
  let walls = 0;
  for (const o of all) {
    if (o.c.team !== side || o.health <= 0) continue;
    if (o.taunt) walls++;
    into.push(o);
  }
  if (walls > 0) {
    let kept = 0;
    for (const o of into) if (o.taunt) into[kept++] = o;
    into.length = kept;
  }
  return into;
}

/** The expected blow of the creature at `a` on the one at `d`, worked out once per board. */
function blowOf(b: Board, a: number, d: number): number {
  const at = a * b.base.length + d;
  if (b.known[at] === 0) {
    b.blows[at] = expectedDamage(b.s.creatures[a]!, b.s.creatures[d]!);
    b.known[at] = 1;
  }
  return b.blows[at]!;
}

/** The hardest expected blow `a` can land on one of `targets`. */
function bestBlow(b: Board, a: Outlook, targets: readonly Outlook[]): number {
  let best = 0;
  for (const d of targets) best = Math.max(best, blowOf(b, a.i, d.i));
  return best;
}

/** Shield walls first, then the most harm per health. */
const fellingOrder = (x: Blow, y: Blow) => Number(y.o.taunt) - Number(x.o.taunt) || y.rate - x.rate;

/**
 * The damage `side` deals before the other side wears it down, the other side striking with
 * all its creatures each turn and felling them in the best order (shield walls first, then the
 * most harm per health): a creature's blow counts every turn it stays alive, a frozen one's
 * next turn excepted. This is why kills, focused fire and healers matter. `best` holds each
 * living creature's hardest blow on the other side's targets (`hardestBlows`).
 */
function harm(b: Board, all: readonly Outlook[], side: Team, best: Float64Array): number {
  const other = (1 - side) as Team;
  let pace = 0;
  for (const o of all) {
    if (o.c.team === other && o.health > 0) pace += best[o.i]!;
  }
  if (!(pace > 0)) return Infinity;
  const order = b.order;
  order.length = 0;
  for (const o of all) {
    if (o.c.team !== side || o.health <= 0) continue;
    const x = b.pool[o.i]!;
    x.o = o;
    x.left = Math.max(0, o.health + o.shield - o.ticks);
    x.blow = best[o.i]!;
    x.rate = x.left > 0 ? x.blow / x.left : Infinity;
    order.push(x);
  }
  order.sort(fellingOrder);
  let total = 0;
  let felled = 0;
  for (const x of order) {
    // The turns it still strikes in: at least the coming one, unless it is frozen for it.
    felled += x.left / pace;
    total += x.blow * Math.max(x.o.frozen ? 0 : 1, felled - (x.o.frozen ? 1 : 0));
  }
  return total;
}

/**
 * Each living creature's hardest blow on what the other side offers it (its shield walls, or all
 * its living): the pace it sets against one side is the blow it counts for its own. It depends on
 * who lives and who holds a shield wall alone, which most judged moves leave as they were, so
 * the board keeps it by that pattern.
 */
function hardestBlows(b: Board, all: readonly Outlook[]): Float64Array {
  // Three states a creature, as one number: exact for up to 33 creatures (a battle has 12).
  let pattern = 0;
  for (const o of all) pattern = pattern * 3 + (o.health > 0 ? (o.taunt ? 2 : 1) : 0);
  const kept = b.hardest.get(pattern);
  if (kept !== undefined) return kept;
  const targets = [targetsOf(all, 0, b.targets[0]), targetsOf(all, 1, b.targets[1])] as const;
  const best = new Float64Array(all.length);
  for (const o of all) if (o.health > 0) best[o.i] = bestBlow(b, o, targets[1 - o.c.team]!);
  b.hardest.set(pattern, best);
  return best;
}

/**
 * How the race stands for `team`: the share of the foes' health the team takes before it
 * falls over the share of the team's health the foes take before they fall, as a logarithm
 * (positive: the team is ahead). Shields count as health, poison still to tick as damage done.
 */
function race(b: Board, all: readonly Outlook[], team: Team): number {
  const other = (1 - team) as Team;
  let ours = 0;
  let theirs = 0;
  for (const o of all) {
    if (o.health <= 0) continue;
    const left = Math.max(0, o.health + o.shield - o.ticks);
    if (o.c.team === team) ours += left;
    else theirs += left;
  }
  if (theirs <= 0) return Infinity;
  if (ours <= 0) return -Infinity;
  const best = hardestBlows(b, all);
  const dealt = harm(b, all, team, best);
  const taken = harm(b, all, other, best);
  if (!(taken > 0)) return Infinity;
  if (!(dealt > 0)) return -Infinity;
  // Logarithms of ratios, so late-game numbers near 1e300 never overflow.
  return Math.log(dealt / theirs) - Math.log(taken / ours);
}

/** Expected `dmg` on one creature of the outlook: the shield first, then health. */
function strike(o: Outlook, dmg: number): void {
  const soaked = Math.min(o.shield, dmg);
  o.shield -= soaked;
  o.health = Math.max(0, o.health - (dmg - soaked));
}

/**
 * The expected value of a move for its side: how the race (see `race`) stands after it. The
 * monsters' AI, arena squads and the player's hint all choose by this one measure; `null` when
 * the move is not allowed (a target behind a shield wall, an ability still resting, a heal on a
 * dead or unhurt ally).
 */
export function evaluateChoice(s: BattleState, team: Team, choice: MoveChoice): number | null {
  const a = s.creatures.findIndex((c) => c.id === choice.attackerId);
  const d = s.creatures.findIndex((c) => c.id === choice.defenderId);
  if (a < 0 || d < 0) return null;
  return judge(board(s), team, a, d, choice.ability === true);
}

/** `evaluateChoice` on a board: the attacker and the target by their places in the state. */
function judge(b: Board, team: Team, ai: number, di: number, ability: boolean): number | null {
  const a = b.s.creatures[ai]!;
  const d = b.s.creatures[di]!;
  if (a.team !== team || !canActNow(a)) return null;
  const n = ABILITY_NUMBERS;
  if (!ability) {
    if (d.team === team || d.health <= 0 || !b.allowed[team][di]) return null;
    const all = outlook(b);
    strike(all[di]!, blowOf(b, ai, di));
    return race(b, all, team);
  }
  const def = abilityOfClass(a.warriorClass);
  if (def === null || (a.cooldown ?? 0) > 0) return null;
  const all = outlook(b);
  const foes = all.filter((o) => o.c.team !== team && o.health > 0);
  switch (def.id) {
    case 'SHIELD_WALL': {
      if (d.id !== a.id) return null;
      const me = all[ai]!;
      me.shield = Math.max(me.shield, a.maxHealth * n.shieldShare);
      me.taunt = true;
      break;
    }
    case 'MEND': {
      if (d.team !== team || d.health <= 0 || d.health >= d.maxHealth) return null;
      const x = all[di]!;
      x.health = Math.min(d.maxHealth, x.health + d.maxHealth * n.mendShare);
      break;
    }
    case 'FIRESTORM':
      if (d.team === team || d.health <= 0) return null;
      for (const f of foes) strike(f, expectedDamage(a, f.c, n.stormShare, true));
      break;
    case 'FROST_LANCE': {
      if (d.team === team || d.health <= 0 || !b.allowed[team][di]) return null;
      const x = all[di]!;
      strike(x, expectedDamage(a, d, n.lanceShare, true));
      x.frozen = x.health > 0;
      break;
    }
    case 'AIMED_SHOT':
      if (d.team === team || d.health <= 0 || !b.allowed[team][di]) return null;
      strike(all[di]!, expectedDamage(a, d, aimedShare(d), true));
      break;
    case 'VENOM_CLOUD':
      if (d.team === team || d.health <= 0) return null;
      for (const f of foes) f.ticks += a.attack * n.venomShare * BALANCE.poisonMoves;
      break;
  }
  return race(b, all, team);
}

/**
 * The AI's move for `team`, the same for monsters, arena squads and the player's hint: the move
 * of the highest expected value (`evaluateChoice`). Ties go to the plain hit, then the lowest
 * order, then id, so it is deterministic.
 */
export function chooseMove(s: BattleState, team: Team): MoveChoice | null {
  let best: MoveChoice | null = null;
  let bestScore = -Infinity;
  let bestKey = Infinity;
  let b: Board | null = null;
  const creatures = s.creatures;
  for (let ai = 0; ai < creatures.length; ai++) {
    const a = creatures[ai]!;
    if (a.team !== team || !canActNow(a)) continue;
    b ??= board(s);
    for (let di = 0; di < creatures.length; di++) {
      const d = creatures[di]!;
      for (const ability of [false, true]) {
        const score = judge(b, team, ai, di, ability);
        if (score === null) continue;
        const key = (ability ? 1e6 : 0) + a.order * 1000 + d.order * 10 + (d.team === team ? 1 : 0);
        if (best === null || score > bestScore || (score === bestScore && key < bestKey)) {
          bestScore = score;
          bestKey = key;
          best = { attackerId: a.id, defenderId: d.id, ability };
        }
      }
    }
  }
  return best;
}
