import { ERROR_CODES } from '@heroroad/rules';
import { Type, type TSchema } from 'typebox';

/** The one error shape every failing call answers with; `message` is in the player's language. */
export const ErrorBody = Type.Object({
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
});

export const Ok = Type.Object({ ok: Type.Literal(true) });

export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Consumables held, given or left: which and how many (rules `ConsumableStock`). */
export const ConsumableStock = Type.Object({ consumableId: Type.String(), count: Type.Integer() });
