/**
 * The mutable core of the battle engine: a hit and what it does. Everything here changes the
 * state it is given in place; the public commands (commands.ts) take a draft of the state
 * (copy.ts) and call in here. Creatures passed in must be the draft's own already (`own`); an
 * ability on every foe takes the draft and owns each foe it writes to. The turns around the
 * hits are in turns.ts. Every random draw comes from the state's own generator.
 */
import { BALANCE } from '../content/balance.js';
import { consumableDef } from '../content/consumables.js';
import { rankExpForKill } from '../content/ranks.js';
import type { EffectType } from '../creature/model.js';
import { nextFloat } from '../rng/rng.js';
import { ABILITY_NUMBERS, abilityOfClass, advantage, type AbilityId } from './abilities.js';
import { own, type Draft } from './copy.js';
import type { BattleCreature, BattleEffect, BattleState, Move, MoveKind, Team } from './types.js';

export function pushMove(
  w: Draft,
  kind: MoveKind,
  team: Team,
  actorId: number | null,
  targetId: number | null,
  amount: number,
  healthAfter: number,
  extra?: MoveExtra,
): void {
  const moveNumber = ++w.s.moveCount;
  // Each kind written out, not spread from `extra`: a third of the moves carry one, and
  // spreading it cost more than the rest of the move. The keys keep the order the spread gave
  // them (a consumable's before its effect), so a move's JSON is as it was.
  let m: Move;
  if (extra === undefined) {
    m = { moveNumber, kind, team, actorId, targetId, amount, healthAfter };
  } else if ('consumableId' in extra) {
    const { consumableId, effect } = extra;
    m =
      effect === undefined
        ? { moveNumber, kind, team, actorId, targetId, amount, healthAfter, consumableId }
        : { moveNumber, kind, team, actorId, targetId, amount, healthAfter, consumableId, effect };
  } else if ('effect' in extra) {
    const { effect } = extra;
    m = { moveNumber, kind, team, actorId, targetId, amount, healthAfter, effect };
  } else {
    const { ability } = extra;
    m = { moveNumber, kind, team, actorId, targetId, amount, healthAfter, ability };
  }
  w.added.push(m);
}

/** What a move may carry besides its numbers: the effect, the ability or the consumable. */
export type MoveExtra =
  | { readonly effect: EffectType }
  | { readonly ability: AbilityId }
  | { readonly consumableId: string; readonly effect?: EffectType };

export function findCreature(s: BattleState, id: number): BattleCreature | undefined {
  for (const c of s.creatures) if (c.id === id) return c;
  return undefined;
}

/** The creature's place in `s.creatures`, or -1. */
export function slotOf(s: BattleState, id: number): number {
  for (let i = 0; i < s.creatures.length; i++) if (s.creatures[i]?.id === id) return i;
  return -1;
}

export function isFrozen(c: BattleCreature): boolean {
  for (const e of c.effects) if (e.type === 'FROZEN' && e.movesRemain > 0) return true;
  return false;
}

/** SPEC §4: alive when health is above 0; acts only alive and not frozen. */
export function canAct(c: BattleCreature): boolean {
  return c.health > 0 && !isFrozen(c);
}

export function canActNow(c: BattleCreature): boolean {
  return !c.acted && canAct(c);
}

export function finish(w: Draft, winner: Team, reason: BattleState['endReason']): void {
  const s = w.s;
  s.status = 'COMPLETED';
  s.winner = winner;
  s.endReason = reason;
  pushMove(w, 'END', winner, null, null, 0, 0);
}

/** Ends the battle if a side has fallen. */
export function checkEnd(w: Draft): boolean {
  const s = w.s;
  if (s.status !== 'IN_PROGRESS') return true;
  // Only a death can leave a side with no one standing (copy.ts: `fell`).
  if (!w.fell) return false;
  w.fell = false;
  let alive0 = false;
  let alive1 = false;
  for (const c of s.creatures) {
    if (c.health <= 0) continue;
    if (c.team === 0) alive0 = true;
    else alive1 = true;
  }
  if (alive0 && alive1) return false;
  // A side with no one standing loses; if both fell at once the side whose turn it is loses.
  finish(w, alive0 ? 0 : alive1 ? 1 : ((1 - s.turningTeam) as Team), 'DEFEAT');
  return true;
}

/**
 * Deals damage, honouring immortality and wards. The attacker (if any) is credited with a kill
 * and its rank experience.
 */
export function applyDamage(
  w: Draft,
  target: BattleCreature,
  amount: number,
  kind: MoveKind,
  attacker: BattleCreature | null,
  extra?: { readonly consumableId: string },
): void {
  let dmg = amount > 0 && Number.isFinite(amount) ? amount : 0;
  const team = attacker?.team ?? ((1 - target.team) as Team);
  const shield = target.shield ?? 0;
  if (shield > 0 && dmg > 0) {
    // A shield soaks up the blow first; what it cannot hold goes through to health.
    const soaked = Math.min(shield, dmg);
    target.shield = shield - soaked;
    dmg -= soaked;
    pushMove(w, 'SHIELD', team, attacker?.id ?? null, target.id, soaked, target.health);
  }
  const after = target.health - dmg;
  pushMove(w, kind, team, attacker?.id ?? null, target.id, dmg, after > 0 ? after : 0, extra);
  if (after > 0) {
    target.health = after;
    return;
  }
  if (target.immortal > 0) {
    target.immortal--;
    target.health = target.maxHealth * BALANCE.immortalHealthShare;
    pushMove(w, 'IMMORTALITY', target.team, target.id, target.id, 0, target.health);
    return;
  }
  if (target.ward !== null) {
    const ward = consumableDef(target.ward);
    target.ward = null;
    target.health = target.maxHealth * (ward?.power ?? 0.3);
    pushMove(w, 'WARD', target.team, target.id, target.id, 0, target.health);
    return;
  }
  target.health = 0;
  target.effects = [];
  w.fell = true;
  pushMove(w, 'DEATH', target.team, attacker?.id ?? null, target.id, 0, 0);
  if (attacker !== null) {
    attacker.kills++;
    attacker.rankExp += rankExpForKill(target.level);
  }
}

/**
 * Adds a lasting effect, or refreshes it when the new one is at least as strong. Like every
 * change to effects it makes a new list (copy.ts: a copied creature shares its effects).
 */
export function addEffect(c: BattleCreature, type: EffectType, moves: number, value: number): void {
  const effects = c.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as BattleEffect;
    if (e.type !== type) continue;
    const movesRemain = Math.max(e.movesRemain, moves);
    c.effects = effects.with(i, { type, movesRemain, value: Math.max(e.value, value) });
    return;
  }
  c.effects = [...effects, { type, movesRemain: moves, value }];
}

/** Base damage of attacker on defender before luck: attack × attack / (attack + defence). */
export function baseDamage(a: BattleCreature, d: BattleCreature): number {
  const sum = a.attack + d.defence;
  if (!(sum > 0)) return 0;
  // attack × (attack / sum): the ratio first, so huge late-game stats never overflow.
  return (
    a.attack *
    (a.attack / sum) *
    (1 + (a.forceVs[d.warriorClass] ?? 0)) *
    advantage(a.warriorClass, d.warriorClass)
  );
}

/**
 * True when `team` may strike `target`: no foe of `team` holds a shield wall (a living foe with
 * taunt turns left), or `target` is one. Asked before every hit, so it lists nothing.
 */
export function tauntAllows(s: BattleState, team: Team, target: BattleCreature): boolean {
  let walls = false;
  for (const c of s.creatures) {
    if (c.team === team || c.health <= 0 || !((c.taunt ?? 0) > 0)) continue;
    if (c === target) return true;
    walls = true;
  }
  return !walls;
}

/** The share of a plain hit an aimed shot deals to `d`: more at a weak point. */
export function aimedShare(d: BattleCreature): number {
  return d.health < d.maxHealth * ABILITY_NUMBERS.weakShare
    ? ABILITY_NUMBERS.aimedWeakMultiplier
    : ABILITY_NUMBERS.aimedMultiplier;
}

/** The foes of `team` standing now, as a list of their own (striking them changes no other). */
function livingFoes(s: BattleState, team: Team): BattleCreature[] {
  return s.creatures.filter((c) => c.team !== team && c.health > 0);
}

/**
 * The actor's ability, checked beforehand (commands.ts): `target` is the ally or foe it is aimed
 * at, ignored by abilities on the user itself or on every foe. The ability then rests for its
 * cooldown.
 */
export function resolveAbility(w: Draft, a: BattleCreature, target: BattleCreature): void {
  const s = w.s;
  const def = abilityOfClass(a.warriorClass);
  if (def === null) return;
  const n = ABILITY_NUMBERS;
  const aimed = def.target === 'FOE' || def.target === 'ALLY' ? target.id : null;
  // The move's amount is the shield a shield wall raises (0 for the others).
  const shield =
    def.id === 'SHIELD_WALL' ? Math.max(a.shield ?? 0, a.maxHealth * n.shieldShare) : 0;
  pushMove(w, 'ABILITY', a.team, a.id, aimed, shield, target.health, { ability: def.id });
  a.cooldown = def.cooldown;
  switch (def.id) {
    case 'SHIELD_WALL':
      a.taunt = n.tauntTurns;
      a.shield = shield;
      break;
    case 'MEND': {
      const heal = Math.min(target.maxHealth - target.health, target.maxHealth * n.mendShare);
      target.health += heal;
      pushMove(w, 'HEAL', a.team, a.id, target.id, heal, target.health, { ability: def.id });
      break;
    }
    case 'FIRESTORM':
      for (const f of livingFoes(s, a.team)) resolveHit(w, a, own(w, f), n.stormShare, true);
      break;
    case 'FROST_LANCE':
      resolveHit(w, a, target, n.lanceShare, true);
      if (target.health > 0) {
        addEffect(target, 'FROZEN', BALANCE.freezeMoves, 0);
        pushMove(w, 'FREEZE', a.team, a.id, target.id, 0, target.health, { effect: 'FROZEN' });
      }
      break;
    case 'AIMED_SHOT':
      resolveHit(w, a, target, aimedShare(target), true);
      break;
    case 'VENOM_CLOUD':
      for (const f of livingFoes(s, a.team)) {
        const foe = own(w, f);
        const tick = a.attack * n.venomShare;
        addEffect(foe, 'POISONED', BALANCE.poisonMoves, tick);
        pushMove(w, 'POISON', a.team, a.id, foe.id, tick, foe.health, { effect: 'POISONED' });
      }
      break;
  }
}

/**
 * One hit, with every chance rolled from the battle's generator. An ability's blow deals `share`
 * of a plain hit and is `sure`: never doubled by a hammer nor halved by a block; the attacker's
 * fire, frost, poison and lifesteal come with it all the same.
 */
export function resolveHit(
  w: Draft,
  a: BattleCreature,
  d: BattleCreature,
  share = 1,
  sure = false,
): void {
  const rng = w.s.rng;
  const v = BALANCE.damageVariance;
  let dmg = baseDamage(a, d) * share * (1 - v + 2 * v * nextFloat(rng));
  let kind: MoveKind = 'HIT';
  if (sure) {
    // An ability's blow lands as it is.
  } else if (nextFloat(rng) < a.hammer) {
    kind = 'HAMMER';
    dmg *= BALANCE.hammerMultiplier;
  } else if (nextFloat(rng) < d.block) {
    kind = 'BLOCK';
    dmg *= BALANCE.blockShare;
  }
  applyDamage(w, d, dmg, kind, a);
  if (a.lifesteal > 0 && a.health > 0 && a.health < a.maxHealth) {
    const heal = Math.min(a.maxHealth - a.health, dmg * a.lifesteal);
    a.health += heal;
    pushMove(w, 'LIFESTEAL', a.team, a.id, a.id, heal, a.health);
  }
  if (d.health <= 0) return;
  if (a.freeze > 0 && nextFloat(rng) < a.freeze) {
    addEffect(d, 'FROZEN', BALANCE.freezeMoves, 0);
    pushMove(w, 'FREEZE', a.team, a.id, d.id, 0, d.health, { effect: 'FROZEN' });
  }
  if (a.fire > 0 && nextFloat(rng) < a.fire) {
    const burn = dmg * BALANCE.fireShare;
    addEffect(d, 'BURNING', BALANCE.fireMoves, burn);
    pushMove(w, 'FIRE', a.team, a.id, d.id, burn, d.health, { effect: 'BURNING' });
  }
  if (a.poison > 0) {
    const tick = a.attack * a.poison;
    addEffect(d, 'POISONED', BALANCE.poisonMoves, tick);
    pushMove(w, 'POISON', a.team, a.id, d.id, tick, d.health, { effect: 'POISONED' });
  }
}
