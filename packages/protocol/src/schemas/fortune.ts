import { CHEST_TYPES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { ConsumableStock, Nullable } from './common.js';
import { literalUnion } from './enums.js';
import { Player } from './player.js';

export const SPIN_PAYMENTS = ['FREE', 'TICKETS', 'GEMS'] as const;

/** One sector of the wheel, with what it pays at the player's stair. */
export const WheelSector = Type.Object({
  kind: literalUnion(['GOLD', 'GEMS', 'TICKETS', 'CHEST'] as const),
  /** Gold, emeralds or tickets paid; 0 for a chest. */
  amount: Type.Number(),
  chest: Nullable(literalUnion(CHEST_TYPES)),
});
export type WheelSectorDto = Static<typeof WheelSector>;

export const WheelStatus = Type.Object({
  sectors: Type.Array(WheelSector),
  freeSpin: Type.Boolean(),
  spinGems: Type.Integer(),
  spinTickets: Type.Integer(),
  /** A prize spun and not taken yet: its sector. */
  pending: Nullable(Type.Integer()),
});
export type WheelStatusDto = Static<typeof WheelStatus>;

export const WheelSpin = Type.Object({
  sector: Type.Integer(),
  prize: WheelSector,
  player: Player,
});
export type WheelSpinDto = Static<typeof WheelSpin>;

export const DelayedChest = Type.Object({
  id: Type.Integer(),
  chest: literalUnion(CHEST_TYPES),
  source: Type.String(),
  readyAt: Type.Number(),
  /** Emeralds to open it now (0 when ready). */
  speedUpGems: Type.Integer(),
});
export type DelayedChestDto = Static<typeof DelayedChest>;

export const ChestOpened = Type.Object({
  chest: literalUnion(CHEST_TYPES),
  gold: Type.Number(),
  consumables: Type.Array(ConsumableStock),
  artifact: Nullable(Type.Object({ artifactId: Type.String(), level: Type.Integer() })),
  /** A card found in the chest (a card id). */
  card: Nullable(Type.String()),
  player: Player,
});
export type ChestOpenedDto = Static<typeof ChestOpened>;
