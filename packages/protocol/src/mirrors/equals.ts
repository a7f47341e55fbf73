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
