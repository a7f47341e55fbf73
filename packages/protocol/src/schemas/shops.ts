import { BOOSTER_SLOTS } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { CardState } from './cards.js';
import { literalUnion } from './enums.js';
import { Player } from './player.js';

/** A card purchase or use: the player anew and the cards held. */
export const PlayerWithCards = Type.Object({ player: Player, cardState: CardState });

/** The boosters inbox (bought or given, not started) and the boosters running by slot. */
export const Boosters = Type.Object({
  inbox: Type.Array(Type.Object({ boosterId: Type.String(), count: Type.Integer({ minimum: 1 }) })),
  active: Type.Array(
    Type.Object({
      slot: literalUnion(BOOSTER_SLOTS),
      boosterId: Type.String(),
      endsAt: Type.Number(),
    }),
  ),
  serverTimeMs: Type.Number(),
});
export type BoostersDto = Static<typeof Boosters>;

export const PlayerWithBoosters = Type.Object({ player: Player, boosters: Boosters });

const SetupEntry = Type.Object({
  consumableId: Type.String({ minLength: 1, maxLength: 60 }),
  count: Type.Integer({ minimum: 0, maximum: 999 }),
});

/** The elixir and scroll setup: what goes into every battle (empty: the whole bag). */
export const ConsumableSetup = Type.Object({ setup: Type.Array(SetupEntry, { maxItems: 50 }) });

/** The deal of the day (null consumable with nothing open); it ends at the next Moscow day. */
export const Deal = Type.Object({
  consumableId: Type.Union([Type.String(), Type.Null()]),
  discount: Type.Integer({ minimum: 0, maximum: 100 }),
  stock: Type.Integer({ minimum: 0 }),
  left: Type.Integer({ minimum: 0 }),
  endsAt: Type.Number(),
});
export type DealDto = Static<typeof Deal>;
