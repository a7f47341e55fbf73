import { Type, type Static } from 'typebox';

/** SPEC §3 cardState: the cards a player holds, by card id (only kinds held at least once). */
export const CardState = Type.Object({
  cards: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type CardStateDto = Static<typeof CardState>;
