/**
 * Route schemas compiled when first used, not all at start-up. Compiling every route's request
 * validators (Ajv) and response serialisers (fast-json-stringify) took most of a start's 2.5 s
 * of processor time, so a restarted instance was that much longer out of rotation, and every
 * server paid for routes it might never serve. The first request of a route on an instance pays
 * its own schemas, a few milliseconds. A test compiles them all at once (`compileAll`) to prove
 * every schema compiles, as the eager start did.
 */
export class LazySchemas {
  private readonly pending = new Set<() => unknown>();

  /** A function that compiles with `compile` on its first call, then runs what it compiled. */
  lazy<F extends (...args: never[]) => unknown>(compile: () => F): { readonly get: () => F } {
    let compiled: F | null = null;
    const get = () => {
      if (!compiled) {
        compiled = compile();
        this.pending.delete(get);
      }
      return compiled;
    };
    this.pending.add(get);
    return { get };
  }

  /** How many are not compiled yet. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Compiles every one not compiled yet; answers how many it compiled. Throws what they throw. */
  compileAll(): number {
    let n = 0;
    for (const get of [...this.pending]) {
      get();
      n++;
    }
    return n;
  }
}
