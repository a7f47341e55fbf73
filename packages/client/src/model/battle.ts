import type { BattleStatusDto, MoveDto } from '@heroroad/protocol';
import {
  attackRefusal,
  consumableDef,
  consumableTargetRefusal,
  hitTargetRefusal,
  type Combatant,
} from '@heroroad/rules';

export type BattleCreatureDto = BattleStatusDto['battle']['creatures'][number];

/** A creature as the battle screen shows it at one moment of the replay. */
export interface Unit {
  readonly id: number;
  readonly team: number;
  readonly identifier: string;
  readonly warriorClass: string;
  readonly level: number;
  readonly order: number;
  readonly boss: boolean;
  readonly maxHealth: number;
  readonly health: number;
  /** Lasting effects on it: FROZEN, BURNING, POISONED. */
  readonly effects: readonly string[];
  readonly ward: boolean;
  readonly acted: boolean;
}

export function unitOf(c: BattleCreatureDto): Unit {
  return {
    id: c.id,
    team: c.team,
    identifier: c.identifier,
    warriorClass: c.warriorClass,
    level: c.level,
    order: c.order,
    boss: c.boss,
    maxHealth: c.maxHealth,
    health: c.health,
    effects: c.effects.filter((e) => e.movesRemain > 0).map((e) => e.type),
    ward: c.ward !== null,
    acted: c.acted,
  };
}

const isFrozen = (u: Unit) => u.effects.includes('FROZEN');

/** The unit as the battle's rules see it: what the screen enables is what the server accepts. */
function combatantOf(u: Unit): Combatant {
  return {
    team: u.team,
    health: u.health,
    maxHealth: u.maxHealth,
    frozen: isFrozen(u),
    acted: u.acted,
    warded: u.ward,
  };
}

/** The player's team is team 0. */
export const canAttack = (u: Unit): boolean => attackRefusal(combatantOf(u), 0) === null;

export const canBeHit = (u: Unit): boolean => hitTargetRefusal(combatantOf(u), 0) === null;

/** Whether the player may use this consumable on the unit (rules' consumable predicate). */
export function canTarget(consumableId: string, u: Unit): boolean {
  const kind = consumableDef(consumableId)?.kind;
  return kind !== undefined && consumableTargetRefusal(kind, combatantOf(u), 0) === null;
}

/** Moves that lose health (`amount`), leaving the target at `healthAfter`. */
const DAMAGE = new Set(['HIT', 'BLOCK', 'HAMMER', 'BURN_TICK', 'POISON_TICK', 'CONSUMABLE']);
/** Moves that give health back. */
const GAIN = new Set(['HEAL', 'LIFESTEAL']);
/** Moves after which the target's health is `healthAfter`. */
const SETS_HEALTH = new Set([...DAMAGE, ...GAIN, 'IMMORTALITY', 'WARD', 'DEATH', 'RESURRECTION']);
const EFFECT_OF: Readonly<Record<string, string>> = {
  FREEZE: 'FROZEN',
  FIRE: 'BURNING',
  POISON: 'POISONED',
};


/** The units after one move: health, effects, wards and who has struck. */
export function applyMove(units: readonly Unit[], m: MoveDto): Unit[] {
  return units.map((u) => {
    let next = u;
    if (u.id === m.targetId) {
      if (SETS_HEALTH.has(m.kind)) next = { ...next, health: m.healthAfter };
      const effect = m.effect ?? EFFECT_OF[m.kind];
      if (effect && EFFECT_OF[m.kind] && !next.effects.includes(effect)) {
        next = { ...next, effects: [...next.effects, effect] };
      }
      if (m.kind === 'DEATH' || m.kind === 'RESURRECTION') next = { ...next, effects: [] };
      if (m.kind === 'WARD_SET') next = { ...next, ward: true };
      if (m.kind === 'WARD_REMOVED' || m.kind === 'WARD') next = { ...next, ward: false };
    }
    if (u.id === m.actorId && (m.kind === 'HIT' || m.kind === 'BLOCK' || m.kind === 'HAMMER')) {
      next = { ...next, acted: true };
    }
    return next;
  });
}

/** Applies moves in order. */
export function applyMoves(units: readonly Unit[], moves: readonly MoveDto[]): Unit[] {
  return moves.reduce<Unit[]>((acc, m) => applyMove(acc, m), [...units]);
}

/**
 * The units as they stood before `moves`, from the units after them (a reload knows only the
 * end). Each creature's health comes from the first move that changed it: what a blow left
 * plus what it took, what a potion left minus what it gave; a first blow that killed took at
 * least all there was, so the creature is taken to have been whole (at most its full health).
 * Effects start clear and wards unplaced when the moves begin with the battle's first move.
 */
export function rewind(current: readonly Unit[], moves: readonly MoveDto[]): Unit[] {
  const fromStart = moves[0]?.moveNumber === 1;
  return current.map((u) => {
    const first = moves.find((m) => m.targetId === u.id && SETS_HEALTH.has(m.kind));
    let health = u.health;
    if (first) {
      if (DAMAGE.has(first.kind)) {
        health =
          first.healthAfter > 0
            ? first.healthAfter + first.amount
            : Math.min(u.maxHealth, first.amount);
      } else if (GAIN.has(first.kind)) health = first.healthAfter - first.amount;
      else if (first.kind === 'RESURRECTION') health = 0;
      else health = first.healthAfter;
    }
    const wardSet = moves.some((m) => m.targetId === u.id && m.kind === 'WARD_SET');
    return {
      ...u,
      health: Math.min(u.maxHealth, Math.max(0, health)),
      effects: fromStart ? [] : u.effects,
      ward: wardSet ? false : u.ward,
      acted: false,
    };
  });
}

/** How long each move shows at speed 1 (ms): every animation under 600 ms (art direction). */
export const MOVE_MS: Readonly<Record<string, number>> = {
  TURN: 220,
  HIT: 420,
  BLOCK: 420,
  HAMMER: 480,
  FREEZE: 340,
  FIRE: 340,
  POISON: 340,
  BURN_TICK: 300,
  POISON_TICK: 300,
  LIFESTEAL: 260,
  IMMORTALITY: 420,
  WARD: 420,
  DEATH: 460,
  RESURRECTION: 560,
  HEAL: 400,
  CONSUMABLE: 440,
  WARD_SET: 320,
  WARD_REMOVED: 280,
  SKIP: 360,
  FROZEN_SKIP: 360,
  GIVE_UP: 420,
  END: 520,
};

/** The replay after a reload runs this many times faster. */
export const FAST_REPLAY = 6;

export function moveMs(kind: string, speed: number): number {
  return (MOVE_MS[kind] ?? 300) / speed;
}
