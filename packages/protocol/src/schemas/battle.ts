import {
  ABILITIES,
  BATTLE_KINDS,
  BATTLE_STATES,
  EFFECT_TYPES,
  MOVE_KINDS,
  WARRIOR_CLASSES,
} from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { ConsumableStock, Nullable } from './common.js';
import { literalUnion } from './enums.js';
import { Player } from './player.js';

export const BattleEffect = Type.Object({
  type: literalUnion(EFFECT_TYPES),
  movesRemain: Type.Integer(),
  value: Type.Number(),
});

/** A creature as the battle shows it; names come from the shared content tables by identifier. */
export const BattleCreature = Type.Object({
  id: Type.Integer(),
  team: Type.Integer(),
  identifier: Type.String(),
  imageId: Type.String(),
  warriorClass: literalUnion(WARRIOR_CLASSES),
  level: Type.Integer(),
  rank: Type.Integer(),
  order: Type.Integer(),
  attack: Type.Number(),
  defence: Type.Number(),
  health: Type.Number(),
  maxHealth: Type.Number(),
  effects: Type.Array(BattleEffect),
  acted: Type.Boolean(),
  ward: Nullable(Type.String()),
  boss: Type.Boolean(),
  kills: Type.Integer(),
  /** Own rounds until its ability is ready again (0: ready). */
  cooldown: Type.Optional(Type.Integer()),
  /** Health its shield (shield wall) soaks up first. */
  shield: Type.Optional(Type.Number()),
  /** Foe turns left during which foes must strike it (shield wall). */
  taunt: Type.Optional(Type.Integer()),
});
export type BattleCreatureDto = Static<typeof BattleCreature>;

/** One numbered move of the replay list. */
export const Move = Type.Object({
  moveNumber: Type.Integer(),
  kind: literalUnion(MOVE_KINDS),
  team: Type.Integer(),
  actorId: Nullable(Type.Integer()),
  targetId: Nullable(Type.Integer()),
  amount: Type.Number(),
  healthAfter: Type.Number(),
  effect: Type.Optional(literalUnion(EFFECT_TYPES)),
  consumableId: Type.Optional(Type.String()),
  ability: Type.Optional(literalUnion(ABILITIES)),
});
export type MoveDto = Static<typeof Move>;

export const Reward = Type.Object({
  gold: Type.Number(),
  exp: Type.Number(),
  resources: Type.Record(Type.String(), Type.Number()),
});

/**
 * A pair: the attacker's plain hit on the defender, or its ability aimed at the defender. What a
 * player sends to hit or preview, what the server asks (`ask`) and foresees (`answer`).
 */
export const MoveChoice = Type.Object({
  attackerId: Type.Integer(),
  defenderId: Type.Integer(),
  /** The attacker's ability aimed at the defender rather than a plain hit. */
  ability: Type.Optional(Type.Boolean()),
});
export type MoveChoiceDto = Static<typeof MoveChoice>;

/** A player fighting a duel, as the duel's header names them. */
export const Duellist = Type.Object({
  playerId: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
});
export type DuellistDto = Static<typeof Duellist>;

/** SPEC §3 battle status. */
export const BattleStatus = Type.Object({
  battle: Type.Object({
    id: Type.Integer(),
    kind: literalUnion(BATTLE_KINDS),
    placeId: Nullable(Type.Integer()),
    /** A player, not the AI, plays the other side: a duel (MULTI). A raid's boss is the AI's. */
    versusPlayer: Type.Boolean(),
    creatures: Type.Array(BattleCreature),
  }),
  battleState: literalUnion(BATTLE_STATES),
  winnerReward: Nullable(Reward),
  looserPenalty: Nullable(Type.Object({ gold: Type.Number() })),
  healthPenalty: Type.Array(
    Type.Object({
      creatureId: Type.Integer(),
      health: Type.Number(),
      maxHealth: Type.Number(),
      lost: Type.Number(),
    }),
  ),
  consumables: Type.Array(ConsumableStock),
  scenarioMessage: Nullable(Type.String()),
  turningTeam: Type.Integer(),
  ask: Nullable(MoveChoice),
  battleBonus: Nullable(Type.Object({ gold: Type.Number() })),
  chestBonus: Nullable(Type.String()),
  /** A card found on the field (a card id), granted with the battle's reward. */
  cardBonus: Nullable(Type.String()),
  /** True while the opponent's answer is still being worked out (never, for AI opponents). */
  processing: Type.Boolean(),
  moves: Type.Array(Move),
  offset: Type.Integer(),
  /**
   * A duel's two players (null in any other battle): `own` plays team 0 of this status (the
   * player asking, or the challenger for a watcher), `opponent` team 1.
   */
  duellists: Nullable(Type.Object({ own: Duellist, opponent: Duellist })),
});
export type BattleStatusDto = Static<typeof BattleStatus>;

/** Pushed to the challenger when their challenge is taken up: the duel's battle has begun. */
export const DuelStarted = Type.Object({ battleId: Type.Integer(), opponent: Duellist });
export type DuelStartedDto = Static<typeof DuelStarted>;

/** Pushed to the other duellist after each command: the battle now holds `offset` moves. */
export const DuelMoved = Type.Object({ battleId: Type.Integer(), offset: Type.Integer() });
export type DuelMovedDto = Static<typeof DuelMoved>;

export const Precalculation = Type.Object({
  moves: Type.Array(Move),
  damage: Type.Number(),
  defenderHealthAfter: Type.Number(),
  attackerHealthAfter: Type.Number(),
  kills: Type.Boolean(),
  /** The ability used, or null for a plain hit. */
  ability: Nullable(literalUnion(ABILITIES)),
  /** Damage to every foe together, the foes that fall, health given back, shield raised. */
  totalDamage: Type.Number(),
  killed: Type.Array(Type.Integer()),
  healed: Type.Number(),
  shield: Type.Number(),
  /** The other side's answer: who will be struck back (null if the battle ends). */
  answer: Nullable(MoveChoice),
});
export type PrecalculationDto = Static<typeof Precalculation>;

export const BattleCompleted = Type.Object({ player: Player, status: BattleStatus });

/** An open duel (MULTI battle) waiting for a second player. */
export const Duel = Type.Object({
  id: Type.Integer(),
  hostId: Type.Integer(),
  hostName: Type.String(),
  hostLevel: Type.Integer(),
  createdAt: Type.Number(),
});
export type DuelDto = Static<typeof Duel>;

/** A duel being fought, which anyone may watch. */
export const LiveDuel = Type.Object({
  battleId: Type.Integer(),
  hostName: Type.String(),
  joinerName: Type.String(),
});
export type LiveDuelDto = Static<typeof LiveDuel>;

/** The duel board: the player's own open duel, others' open duels, duels being fought. */
export const DuelBoard = Type.Object({
  mine: Nullable(Duel),
  open: Type.Array(Duel),
  live: Type.Array(LiveDuel),
});
export type DuelBoardDto = Static<typeof DuelBoard>;

/** A duel as a spectator sees it (from the challenger's side), with both names. */
export const DuelView = Type.Object({
  hostName: Type.String(),
  joinerName: Type.String(),
  status: BattleStatus,
});
export type DuelViewDto = Static<typeof DuelView>;
