import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { literalUnion } from './enums.js';

/** SPEC §3 rating types. */
export const RATING_TYPES = [
  'params',
  'scenario',
  'level',
  'arenaPosition',
  'clanLevel',
  'eventPosition',
] as const;
export type RatingType = (typeof RATING_TYPES)[number];

/** SPEC §9: a rating page holds 100 places. */
export const RATING_PAGE_SIZE = 100;

export const RatingPosition = Type.Object({
  positionNumber: Type.Integer(),
  /** A player's id, or a clan's for clan ratings. */
  id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  /** What the rating ranks by: a level, a stair, an arena rating, event points… */
  value: Type.Number(),
});
export type RatingPositionDto = Static<typeof RatingPosition>;

/** SPEC §7 Rating: playersTotal, playersOnline, myPosition, positions with positionNumber. */
export const Rating = Type.Object({
  type: literalUnion(RATING_TYPES),
  playersTotal: Type.Integer(),
  playersOnline: Type.Integer(),
  myPosition: Nullable(RatingPosition),
  positions: Type.Array(RatingPosition),
});
export type RatingDto = Static<typeof Rating>;
