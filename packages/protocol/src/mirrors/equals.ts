/**
 * Compile-time checks that a wire schema and the rules type it mirrors are one shape: a field
 * added, dropped or retyped on one side only fails the typecheck, naming the pair.
 */

/** True only when A and B are the same type (optional and readonly modifiers included). */
export type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * A rules type as it travels: the rules hand out read-only data, the wire's static types are
 * plain objects and arrays; nothing else differs.
 */
export type Wire<T> = T extends readonly (infer E)[]
  ? Wire<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Wire<T[K]> }
    : T;

/** True when a rules type and a wire type are one shape once both are plain data. */
export type Mirrors<Rules, WireType> = Equals<Wire<Rules>, Wire<WireType>>;

/** Fails to compile unless `T` is `true`. */
export type Assert<T extends true> = T;

type KeysOf<U> = U extends unknown ? keyof U : never;
type ValueAt<U, K extends PropertyKey> = U extends unknown
  ? K extends keyof U
    ? Exclude<U[K], undefined>
    : never
  : never;

/**
 * A union of kinds as the wire sends it, one object: `kind` names the kind and every other field
 * of any kind is optional, present only for the kinds that have it.
 */
export type Flat<U extends { readonly kind: string }> = { kind: U['kind'] } & {
  [K in Exclude<KeysOf<U>, 'kind'>]?: ValueAt<U, K>;
};

/** A type whose string unions (currencies, classes, kinds) the wire carries as plain strings. */
export type Loose<T> = { [K in keyof T]: Widen<T[K]> };
type Widen<V> = V extends string ? string : V;
