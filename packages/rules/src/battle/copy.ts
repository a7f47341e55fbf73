import type { BattleCreature, BattleState, BattleStep, Move } from './types.js';

/**
 * A creature's own copy, every field named: the type lists them all, so a field added to the
 * creature fails to compile until it is copied here too. Spreading creatures whose optional
 * fields came and went (a shield, a cooldown) was slow; copies made here all have one shape, so
 * the next copy of them is fast too.
 */
export function copyCreature(c: BattleCreature): BattleCreature {
  const copy: { [K in keyof Required<BattleCreature>]: BattleCreature[K] } = {
    id: c.id,
    team: c.team,
    identifier: c.identifier,
    imageId: c.imageId,
    warriorClass: c.warriorClass,
    level: c.level,
    rank: c.rank,
    order: c.order,
    attack: c.attack,
    defence: c.defence,
    health: c.health,
    maxHealth: c.maxHealth,
    startHealth: c.startHealth,
    block: c.block,
    hammer: c.hammer,
    freeze: c.freeze,
    fire: c.fire,
    lifesteal: c.lifesteal,
    poison: c.poison,
    forceVs: c.forceVs,
    immortal: c.immortal,
    // Shared: effects are never changed in place, each change makes a new list (resolve.ts).
    effects: c.effects,
    acted: c.acted,
    ward: c.ward,
    kills: c.kills,
    rankExp: c.rankExp,
    boss: c.boss,
    cooldown: c.cooldown,
    shield: c.shield,
    taunt: c.taunt,
  };
  return copy;
}

/**
 * V8 keeps a field that has only ever held numbers as a box of each object's own, so a copy
 * allocates a new box for each of a creature's dozen number fields (health, attack, the
 * chances…): half of a copy's time, and a fifth of what a hit allocated. A field that has once
 * held something else keeps plain references to numbers instead, which a copy shares, and the
 * shape is the same for every creature this function builds, whatever order its input lists the
 * fields in (a battle's creatures leave setup.ts through it too). So one creature of nulls is
 * copied once, at load, and dropped.
 */
const NULLS: Record<keyof Required<BattleCreature>, null> = {
  id: null,
  team: null,
  identifier: null,
  imageId: null,
  warriorClass: null,
  level: null,
  rank: null,
  order: null,
  attack: null,
  defence: null,
  health: null,
  maxHealth: null,
  startHealth: null,
  block: null,
  hammer: null,
  freeze: null,
  fire: null,
  lifesteal: null,
  poison: null,
  forceVs: null,
  immortal: null,
  effects: null,
  acted: null,
  ward: null,
  kills: null,
  rankExp: null,
  boss: null,
  cooldown: null,
  shield: null,
  taunt: null,
};
copyCreature({ ...NULLS, effects: [] } as unknown as BattleCreature);

/**
 * A command's working state. A command must leave the state it was given untouched (the server
 * keeps it, callers compare), yet a hit changes two or three of twelve creatures, and copying
 * all of them took most of a hit's time. So:
 *
 * - the state object, its creature list and its generator are the draft's own from the start;
 * - a creature is copied only when the command first writes to it (`own`); until then it is
 *   shared with the input, which is safe because neither is ever changed in place;
 * - the moves the command makes go to `added`, numbered on from the input's `moveCount` as
 *   `pushMove` makes them; the state holds only their count, so no command copies the history
 *   (which, held in the state, cost a third of a hit);
 * - a creature's effects, the consumable stocks and the AI flags are shared: what changes them
 *   puts new ones in their place (`addEffect`, the ticks, the stock commands).
 */
export interface Draft {
  readonly s: BattleState;
  /**
   * The input's creatures, slot for slot with `s.creatures`: a slot still holding the input's
   * object is shared. Null when the draft owns every creature already (a battle being set up).
   */
  readonly from: readonly BattleCreature[] | null;
  /** The moves this command made, in order. */
  readonly added: Move[];
  /**
   * A creature fell since the last look at whether a side has lost (`checkEnd`). A running
   * battle has someone standing on both sides (every death is followed by that look), so a
   * command starts with none fallen and the look is skipped until one falls; a battle being set
   * up is looked at once whatever it holds.
   */
  fell: boolean;
}

/** A draft of `state`; every field named, as in `copyCreature`, rather than spread. */
export function draft(state: BattleState): Draft {
  const s: { [K in keyof Required<BattleState>]: BattleState[K] } = {
    version: state.version,
    id: state.id,
    kind: state.kind,
    status: state.status,
    placeId: state.placeId,
    stair: state.stair,
    gate: state.gate,
    creatures: state.creatures.slice(),
    turningTeam: state.turningTeam,
    turn: state.turn,
    aiTeams: state.aiTeams,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    moveCount: state.moveCount,
    consumables: state.consumables,
    consumableUsedThisTurn: state.consumableUsedThisTurn,
    winner: state.winner,
    endReason: state.endReason,
  };
  return { s, from: state.creatures, added: [], fell: false };
}

/** A state the engine has just built and owns whole (nothing in it is anyone else's). */
export function ownDraft(s: BattleState): Draft {
  return { s, from: null, added: [], fell: true };
}

/** The command's result: the draft's state and the moves it made. */
export function stepOf(w: Draft): BattleStep {
  return { state: w.s, moves: w.added };
}

/** The creature in slot `i`, the draft's own: copied now if it is still the input's. */
export function ownAt(w: Draft, i: number): BattleCreature {
  const list = w.s.creatures;
  const c = list[i] as BattleCreature;
  if (w.from === null || c !== w.from[i]) return c;
  const copy = copyCreature(c);
  list[i] = copy;
  return copy;
}

/**
 * The draft's own copy of `c`, given as the draft's creature or as the input's: write only to
 * what this returns, and use it in place of `c` from then on.
 */
export function own(w: Draft, c: BattleCreature): BattleCreature {
  if (w.from === null) return c;
  const list = w.s.creatures;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === c || w.from[i] === c) return ownAt(w, i);
  }
  throw new Error(`creature ${c.id} is not in this battle`);
}
