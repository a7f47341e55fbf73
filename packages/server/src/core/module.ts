import type { FastifyInstance } from 'fastify';
import type { EngineMigration } from '../db/migrations/helpers.js';
import type { Kernel } from '../kernel.js';

/**
 * A domain of the server in one folder: the services it builds from the kernel and from the
 * services of the domains listed before it, the routes it registers, the migrations of its own
 * tables. `modules.ts` lists every domain once; nothing else needs to know a new one exists.
 * (Its table types join `Database` from the domain's own `tables.ts`.)
 */
export interface DomainModule<Needs extends object, Provides extends object> {
  readonly name: string;
  /**
   * Migrations of this domain's tables, each named `<yyyy-mm-dd>_<domain>_<what>`: names are
   * unique across the server and sort in the order they were written. A released migration never
   * changes; a change of schema is a new one.
   */
  readonly migrations?: Readonly<Record<string, EngineMigration>>;
  services(kernel: Kernel, needs: Needs): Provides;
  routes?(app: FastifyInstance, services: Needs & Provides, kernel: Kernel): void;
}

/** Declares a module; `Needs` names the services of earlier modules it is built from. */
export function domainModule<Needs extends object = object>() {
  return <Provides extends object>(m: DomainModule<Needs, Provides>) => m;
}

/**
 * Any module as the loops that build and mount them all see it: once `InOrder` has checked that
 * every module's needs are met by those before it, each may be handed the services built so far.
 * (A method's parameters are compared both ways, so every `DomainModule` is one of these.)
 */
export type ListedModule = DomainModule<object, object>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any module's types
type AnyModule = DomainModule<any, any>;
type ProvidesOf<M> = M extends DomainModule<infer _N, infer P> ? P : never;
type NeedsOf<M> = M extends DomainModule<infer N, infer _P> ? N : never;

/** Every service the listed modules provide, as one object type. */
export type ServicesOf<Ms extends readonly AnyModule[]> = Ms extends readonly [
  infer M,
  ...infer Rest extends readonly AnyModule[],
]
  ? ProvidesOf<M> & ServicesOf<Rest>
  : unknown;

/**
 * `true` when every module's needs are provided by the modules before it; otherwise the name of
 * the first module whose needs are not met, so a mis-ordered list fails to compile.
 */
export type InOrder<Ms extends readonly AnyModule[], Have = object> = Ms extends readonly [
  infer M extends AnyModule,
  ...infer Rest extends readonly AnyModule[],
]
  ? Have extends NeedsOf<M>
    ? InOrder<Rest, Have & ProvidesOf<M>>
    : `module "${M['name']}" needs a service no earlier module provides`
  : true;
