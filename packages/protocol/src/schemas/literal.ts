import { Type, type TEnum } from 'typebox';

/**
 * A schema accepting exactly the strings of an `as const` list. Typed as a string too, so the
 * documentation says so and the server writes it as one (an untyped enum is serialised the slow,
 * generic way).
 */
export function literalUnion<const T extends readonly string[]>(values: T): TEnum<[...T]> {
  return Type.Enum<[...T]>([...values] as [...T], { type: 'string' });
}
