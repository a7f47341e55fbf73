import { WARRIOR_CLASSES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from './enums.js';
import { Backpack } from './hero.js';
import { Player } from './player.js';

/** SPEC §3 hammerDto: force upgrades free to start now, and how many may run at once. */
export const HammerDto = Type.Object({
  current: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
});

/** A force upgrade under way: it ends at `endsAt` or when sped up for `speedUpPrice` emeralds. */
export const ForceUpgrade = Type.Object({
  timerId: Type.Integer(),
  creatureId: Type.Integer(),
  warriorClass: literalUnion(WARRIOR_CLASSES),
  toLevel: Type.Integer({ minimum: 1 }),
  startedAt: Type.Number(),
  endsAt: Type.Number(),
  speedUpPrice: Type.Integer({ minimum: 0 }),
});

/** A rank rising: the hero's kill experience paid for it; it arrives at `endsAt` or when sped up. */
export const RankUp = Type.Object({
  timerId: Type.Integer(),
  creatureId: Type.Integer(),
  toRank: Type.Integer({ minimum: 2 }),
  startedAt: Type.Number(),
  endsAt: Type.Number(),
  speedUpPrice: Type.Integer({ minimum: 0 }),
});

export const Forces = Type.Object({
  hammerDto: HammerDto,
  hammers: Type.Integer({ minimum: 0 }),
  /** Emeralds for the next magic hammer; null when no more may be bought. */
  nextHammerPrice: Type.Union([Type.Integer(), Type.Null()]),
  upgrades: Type.Array(ForceUpgrade),
  /** Ranks rising (their waits are sped up like any other). */
  ranks: Type.Array(RankUp),
  serverTimeMs: Type.Number(),
});

export type ForcesDto = Static<typeof Forces>;

export const PlayerWithForces = Type.Object({ player: Player, forces: Forces });

/** A client's id for one press of a paying button: the same id again moves no more money. */
export const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** An artifact upgrade under way at the smithy. */
export const ArtifactUpgrade = Type.Object({
  timerId: Type.Integer(),
  itemId: Type.Integer(),
  toLevel: Type.Integer({ minimum: 2 }),
  startedAt: Type.Number(),
  endsAt: Type.Number(),
  speedUpPrice: Type.Integer({ minimum: 0 }),
});

export const Smithy = Type.Object({
  upgrades: Type.Array(ArtifactUpgrade),
  serverTimeMs: Type.Number(),
});
export type SmithyDto = Static<typeof Smithy>;

export const PlayerWithSmithy = Type.Object({
  player: Player,
  backpack: Backpack,
  smithy: Smithy,
});

const Stats = Type.Object({ attack: Type.Number(), defence: Type.Number(), health: Type.Number() });

/** What reforging an artifact into a hero would give (nothing changes until it is done). */
export const ReforgePreview = Type.Object({
  gained: Stats,
  weightBefore: Type.Number(),
  weightAfter: Type.Number(),
});
