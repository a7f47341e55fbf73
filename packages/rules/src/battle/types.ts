import type { AbilityId } from './abilities.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import type { EffectType } from '../creature/model.js';
import type { Traits } from '../creature/traits.js';
import type { RngState } from '../rng/rng.js';

/** SPEC §4 battle kinds: a road monster, an arena squad (run by the AI), two players. */
export const BATTLE_KINDS = ['MOB', 'ARENA', 'MULTI'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];
/** A battle runs until it is completed (won, lost or given up). */
export const BATTLE_STATES = ['IN_PROGRESS', 'COMPLETED'] as const;
export type BattleStatus = (typeof BATTLE_STATES)[number];
export type Team = 0 | 1;
export type EndReason = 'DEFEAT' | 'GIVE_UP' | 'MOVE_LIMIT';

/**
 * Everything a replay needs to show what happened, numbered from 1. SPEC §3 names blocks,
 * hammers, freeze, fire and resurrection; the rest complete the picture.
 */
export const MOVE_KINDS = [
  'TURN', // a team's turn begins (team)
  'HIT', // actor hits target for amount
  'BLOCK', // the hit was partly blocked; amount is what got through
  'HAMMER', // a crushing blow: double damage, cannot be blocked
  'FREEZE', // target frozen (FROZEN effect)
  'FIRE', // target set alight (BURNING effect)
  'POISON', // target poisoned (POISONED effect)
  'BURN_TICK', // burning damage at the start of the target's turn
  'POISON_TICK', // poison damage at the start of the target's turn
  'LIFESTEAL', // actor healed by part of its hit
  'IMMORTALITY', // target survived a lethal hit with its IMMORTALITY skill
  'WARD', // target survived a lethal hit thanks to an attached ward
  'DEATH', // target died
  'RESURRECTION', // target raised from the dead
  'HEAL', // target healed by a consumable
  'CONSUMABLE', // a consumable used on target
  'WARD_SET', // a ward attached to target
  'WARD_REMOVED', // a ward taken off target
  'ABILITY', // actor uses its ability (ability) on target (null for every foe)
  'SHIELD', // target's shield soaked up amount of a blow
  'SKIP', // the team passed its turn
  'FROZEN_SKIP', // the team had no creature able to act
  'GIVE_UP', // the team gave up
  'END', // the battle ended; team is the winner
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export interface Move {
  readonly moveNumber: number;
  readonly kind: MoveKind;
  readonly team: Team;
  readonly actorId: number | null;
  readonly targetId: number | null;
  readonly amount: number;
  /** The target's health after the move (the actor's for LIFESTEAL). */
  readonly healthAfter: number;
  readonly effect?: EffectType;
  readonly consumableId?: string;
  readonly ability?: AbilityId;
}

export interface BattleEffect {
  type: EffectType;
  movesRemain: number;
  value: number;
}

/** A creature as the battle keeps it: stats and traits resolved once at the start. */
export interface BattleCreature extends Traits {
  id: number;
  team: Team;
  identifier: string;
  imageId: string;
  warriorClass: WarriorClass;
  level: number;
  rank: number;
  /** Position in its row, for display and for the AI's tie-breaks. */
  order: number;
  attack: number;
  defence: number;
  health: number;
  maxHealth: number;
  /** Health at the start, for the health penalty. */
  startHealth: number;
  /** IMMORTALITY saves left. */
  immortal: number;
  effects: BattleEffect[];
  /** Acted in the current round; the round resets once no unacted creature can act. */
  acted: boolean;
  /** A WARD consumable attached before or during the battle. */
  ward: string | null;
  kills: number;
  rankExp: number;
  /** A boss drops more. */
  boss: boolean;
  /** Own rounds until the ability is ready again (0 or absent: ready). */
  cooldown?: number;
  /** Health a shield soaks up before the creature's own (shield wall). */
  shield?: number;
  /** Foe turns left during which foes must strike this creature (shield wall). */
  taunt?: number;
}

export interface ConsumableStock {
  consumableId: string;
  count: number;
}

/**
 * The whole battle as plain JSON: persist it, load it, and it continues identically. Its moves
 * are not in it: each command gives the moves it added (`BattleStep`), numbered on from
 * `moveCount`, and whoever keeps the battle keeps them as a log beside it (the server stores
 * them once each; a state copied per command no longer carries the whole history).
 */
export interface BattleState {
  /** 2 since the moves left the state (a version 1 state held them as `moves`). */
  version: 2;
  id: number;
  kind: BattleKind;
  status: BattleStatus;
  placeId: number | null;
  stair: number;
  /** The gate of a stair always drops a chest every tenth stair. */
  gate: boolean;
  creatures: BattleCreature[];
  turningTeam: Team;
  /** Turns begun so far; the battle ends at BALANCE.maxTurns. */
  turn: number;
  /** Teams whose moves the AI makes (monsters, arena squads). */
  aiTeams: [boolean, boolean];
  rng: RngState;
  /** Moves made so far: the last move's number (moves are numbered from 1). */
  moveCount: number;
  /** Each team's consumables, counts left (team 0 is the player). */
  consumables: [ConsumableStock[], ConsumableStock[]];
  consumableUsedThisTurn: boolean;
  winner: Team | null;
  endReason: EndReason | null;
}

/**
 * What starting a battle or a command gives: the new state and the moves it added, numbered on
 * from the state before (the client replays them; the keeper of the battle appends them to its
 * log).
 */
export interface BattleStep {
  readonly state: BattleState;
  readonly moves: readonly Move[];
}
