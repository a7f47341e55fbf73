import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { Player, Tile } from './player.js';

/** What a place gives (rules `PlaceGift`); only the fields of its kind are present. */
export const PlaceGift = Type.Object({
  kind: Type.String(),
  resource: Type.Optional(Type.String()),
  amount: Type.Optional(Type.Number()),
  artifactId: Type.Optional(Type.String()),
  level: Type.Optional(Type.Number()),
  consumableId: Type.Optional(Type.String()),
  count: Type.Optional(Type.Number()),
  warriorClass: Type.Optional(Type.String()),
  levels: Type.Optional(Type.Number()),
  talkerId: Type.Optional(Type.String()),
  line: Type.Optional(Type.Number()),
  targetStair: Type.Optional(Type.Number()),
  contextId: Type.Optional(Type.Number()),
  returnCoordinate: Type.Optional(Type.Number()),
  targetCoordinate: Type.Optional(Type.Number()),
  periodSeconds: Type.Optional(Type.Number()),
  cap: Type.Optional(Type.Number()),
  scenario: Type.Optional(Type.String()),
  marker: Type.Optional(Type.String()),
  /** A story chapter this place tells (TALKER and SCRIPT places on the main road). */
  chapter: Type.Optional(Type.String()),
});

export const Guard = Type.Object({
  stair: Type.Integer(),
  elite: Type.Boolean(),
  monsters: Type.Array(Type.Object({ monsterId: Type.String(), level: Type.Integer() })),
});

/**
 * SPEC §3 Place (id, placeType, posX, posY, creatureId, battleLost, used) with what the road
 * scene needs to draw and explain it: where it stands, its guards and its gift.
 */
export const Place = Type.Object({
  id: Type.Integer(),
  placeType: Type.String(),
  posX: Type.Number(),
  posY: Type.Number(),
  creatureId: Nullable(Type.Integer()),
  battleLost: Type.Boolean(),
  used: Type.Boolean(),
  contextId: Type.Integer(),
  coordinate: Type.Integer(),
  stair: Type.Integer(),
  gate: Type.Boolean(),
  guard: Nullable(Guard),
  gift: PlaceGift,
  /** For a gainable: what is stored now. */
  available: Nullable(Type.Number()),
  /** When a taken place comes back (epoch ms), or null. */
  respawnAt: Nullable(Type.Number()),
});
export type PlaceDto = Static<typeof Place>;

/** SPEC §3 place response. */
export const PlaceResponse = Type.Object({
  places: Type.Array(Place),
  tiles: Type.Array(Tile),
  educations: Type.Array(Type.String()),
  minCoordinate: Type.Number(),
  maxCoordinate: Type.Number(),
  controlType: Type.String(),
  effect: Nullable(Type.String()),
});
export type PlaceResponseDto = Static<typeof PlaceResponse>;

/** What an action gave: resources by currency, an artifact, consumables, hero levels, a force. */
export const Gained = Type.Object({
  resources: Type.Record(Type.String(), Type.Number()),
  artifactItemId: Type.Optional(Type.Integer()),
  artifactId: Type.Optional(Type.String()),
  consumableId: Type.Optional(Type.String()),
  count: Type.Optional(Type.Integer()),
  creatureId: Type.Optional(Type.Integer()),
  levels: Type.Optional(Type.Integer()),
  warriorClass: Type.Optional(Type.String()),
  healed: Type.Optional(Type.Integer()),
  talkerId: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
  marker: Type.Optional(Type.String()),
  /** A card found at the place (a card id). */
  cardId: Type.Optional(Type.String()),
});
export type GainedDto = Static<typeof Gained>;

export const PlaceAction = Type.Object({ player: Player, place: Place, gained: Gained });

export const TeleportTargets = Type.Object({
  placeId: Type.Integer(),
  targets: Type.Array(Type.Object({ coordinate: Type.Integer(), stair: Type.Integer() })),
});

export const HealthOption = Type.Object({
  creatureId: Type.Integer(),
  missingShare: Type.Number(),
  waitSeconds: Type.Integer(),
  gold: Type.Number(),
  emeralds: Type.Integer(),
});

/** The daily reward taken: what it gave, the day of the unbroken streak (1 … 7) and the next. */
export const EverydayReward = Type.Object({
  player: Player,
  gained: Gained,
  streak: Type.Integer(),
  nextAt: Type.Number(),
});
export type EverydayRewardDto = Static<typeof EverydayReward>;
