import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { literalUnion } from '../schemas/enums.js';
import { Rating, RATING_TYPES } from '../schemas/rating.js';

/** SPEC §7 Rating. */
export const rating = {
  byType: endpoint({
    method: 'GET',
    url: '/api/rating/by/:type',
    access: 'TRIAL',
    summary:
      "A page of a rating (places from … to, counted from 0, 100 at most; positionNumber counts from 1) with the totals and the player's own place; filter: part of a name",
    tags: ['rating'],
    params: Type.Object({ type: literalUnion(RATING_TYPES) }),
    querystring: Type.Object({
      filter: Type.Optional(Type.String({ maxLength: 40 })),
      from: Type.Optional(Type.Integer({ minimum: 0 })),
      to: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
    response: Rating,
  }),
};
