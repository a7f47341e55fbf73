import type { AccessLevel } from '@heroroad/rules';
import type { Static, TSchema } from 'typebox';

/**
 * Who may call an endpoint: PUBLIC needs no session (one is still read when sent); an access level
 * needs a live session whose player has at least that level (TRIAL < PLAYER < MODERATOR < ADMIN < GOD).
 */
export type Access = 'PUBLIC' | AccessLevel;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Body formats an endpoint may accept; JSON unless it declares more. */
export type BodyType = 'application/json' | 'text/plain' | 'application/x-www-form-urlencoded';

/** One endpoint of the wire contract: the server validates and documents with it, the client calls with it. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/player/set/quality/:q`. */
  readonly url: string;
  readonly access: Access;
  readonly summary: string;
  readonly tags: readonly string[];
  /** A POST without a body is validated as `{}`, so a body of only optional fields may be left out. */
  readonly body?: TSchema;
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  readonly response: TSchema;
  /** Rate limit per client address (requests per minute), when the endpoint needs one. */
  readonly ratePerMinute?: number;
  /** The body formats accepted; `['application/json']` when left out. */
  readonly bodyTypes?: readonly BodyType[];
  /**
   * A GET that changes the player's state (SPEC §7 keeps two: taking a resource place and a
   * stone of strength). It is guarded like a POST against requests from other sites, and takes
   * its session only from the Authorization header or the query, never from the cookie alone.
   */
  readonly changesState?: true;
}

/** Whether a call to the endpoint changes state: every non-GET, and the GETs that say so. */
export function changesState(e: Pick<Endpoint, 'method' | 'changesState'>): boolean {
  return e.method !== 'GET' || e.changesState === true;
}

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type BodyOf<E extends Endpoint> = StaticOr<E['body'], undefined>;
export type QueryOf<E extends Endpoint> = StaticOr<E['querystring'], undefined>;
export type ParamsOf<E extends Endpoint> = StaticOr<E['params'], undefined>;
export type ResponseOf<E extends Endpoint> = Static<E['response']>;

/** Fills `:name` segments of an endpoint's url. */
export function buildPath(url: string, params?: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${url}`);
    return encodeURIComponent(String(value));
  });
}
