import {
  api,
  buildPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@heroroad/protocol';
import { ApiError, parseErrorBody } from './errors';
import type { SessionTransport } from './session';
import { Throttle } from './throttle';

/** What the API client asks of the rest of the game when an answer needs more than a value. */
export interface ApiHooks {
  /** The SPEC §4 reload helper: 204, or a lost session while a player is loaded. */
  reload(reason: 'no-content' | 'unauthorized'): void;
  /** 307: the page goes to the address in the body's message. */
  redirect(url: string): void;
  /** The server could not be reached: the connection check decides what the player sees. */
  networkFailure(endpoint: Endpoint): void;
  /** True once player info is loaded (a 401 then means the session ended). */
  isPlayerLoaded(): boolean;
}

export interface CallOptions {
  /** Calls sharing an id within 1500 ms are sent once (SPEC §5). */
  readonly throttleId?: string;
  /** Survives page unload (load logs sent while leaving). */
  readonly keepalive?: boolean;
  readonly signal?: AbortSignal;
}

/** A schema of the contract (the protocol's TypeBox type, without importing TypeBox here). */
type Schema = Endpoint['response'];
type Has<S> = S extends Schema ? true : false;

/** Input of one call: body and path parameters exactly when the endpoint declares them. */
export type CallInput<E extends Endpoint> = CallOptions &
  (Has<E['body']> extends true ? { readonly body: BodyOf<E> } : { readonly body?: undefined }) &
  (Has<E['params']> extends true
    ? { readonly params: ParamsOf<E> }
    : { readonly params?: undefined }) &
  (Has<E['querystring']> extends true
    ? { readonly query?: QueryOf<E> }
    : { readonly query?: undefined });

export type CallArgs<E extends Endpoint> =
  Has<E['body']> extends true
    ? [input: CallInput<E>]
    : Has<E['params']> extends true
      ? [input: CallInput<E>]
      : [input?: CallInput<E>];

export interface ApiClientOptions {
  readonly session: SessionTransport;
  readonly hooks: ApiHooks;
  /** Identification headers of SPEC §7 from the platform adapter. */
  readonly identification: () => Readonly<Record<string, string | undefined>>;
  /**
   * The language the page speaks (`ru`, `en`): sent as Accept-Language, so an answer to a call
   * made without a player (a failed login, a registration's errors) speaks it too, whatever the
   * browser's own setting.
   */
  readonly language?: () => string;
  readonly fetch?: typeof fetch;
  readonly baseUrl?: string;
  readonly now?: () => number;
  /** Waits before the one retry of a call an instance refused while restarting. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * An instance that is stopping refuses new calls with 503 SERVER_RESTARTING before doing any of
 * their work, so the call is sent again after a short pause (doubling each time, up to three
 * times) and reaches another instance once the load balancer has left the stopping one out.
 */
export const RESTART_RETRY_MS = 400;
export const RESTART_RETRIES = 3;

/**
 * The one way the client talks to the server. Every call goes through the wire contract's
 * endpoint objects, carries the session and identification values, and applies the response
 * rules of SPEC §4.
 */
export class ApiClient {
  private readonly throttle: Throttle;
  private readonly fetchFn: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: ApiClientOptions) {
    this.throttle = new Throttle(options.now);
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.baseUrl =
      options.baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  }

  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const input = (args[0] ?? {}) as CallInput<E>;
    const send = () => this.send(endpoint, input);
    return input.throttleId ? this.throttle.run(input.throttleId, send) : send();
  }

  /**
   * The address a call goes to, with its query. The session never goes into it (SPEC §7's
   * JSESSIONID parameter): the server takes sessions only from the Authorization header and the
   * cookie, as a URL is copied into logs and Referer headers.
   */
  url(endpoint: Endpoint, input: { params?: unknown; query?: unknown } = {}): URL {
    const path = buildPath(endpoint.url, input.params as Record<string, string | number>);
    const url = new URL(path, this.baseUrl);
    const query = (input.query ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url;
  }

  private async send<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    retried = 0,
  ): Promise<ResponseOf<E>> {
    const url = this.url(endpoint, input);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const authorization = this.options.session.authorization ?? this.options.session.jsession;
    if (authorization) headers.Authorization = authorization;
    const language = this.options.language?.();
    if (language) headers['Accept-Language'] = language;
    for (const [name, value] of Object.entries(this.options.identification())) {
      if (value) headers[name] = value;
    }
    const hasBody = input.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(input.body) : undefined,
        credentials: 'include',
        keepalive: input.keepalive,
        // A 307 without a Location header comes back as it is, with its target in the body.
        signal: input.signal,
      });
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') throw error;
      this.options.hooks.networkFailure(endpoint);
      throw new ApiError('network', 0, null, null, endpoint.url);
    }
    this.options.session.capture(response.headers);
    if (
      retried < RESTART_RETRIES &&
      response.status === 503 &&
      (await refusedWhileRestarting(response))
    ) {
      await (this.options.sleep ?? wait)(RESTART_RETRY_MS * 2 ** retried);
      return this.send(endpoint, input, retried + 1);
    }
    return this.answer(endpoint, response);
  }

  private async answer<E extends Endpoint>(endpoint: E, res: Response): Promise<ResponseOf<E>> {
    const { hooks } = this.options;
    if (res.status === 204) {
      hooks.reload('no-content');
      throw new ApiError('reload', 204, null, null, endpoint.url);
    }
    const body = await readJson(res);
    if (res.status === 307) {
      const target = (await parseErrorBody(body)).message;
      if (target) {
        hooks.redirect(target);
        throw new ApiError('redirect', 307, null, null, endpoint.url);
      }
    }
    if (res.ok) return body as ResponseOf<E>;
    const { code, message } = await parseErrorBody(body);
    if (
      res.status === 401 &&
      (endpoint as Endpoint) !== api.player.idCurrent &&
      // A wrong nickname or password is an answer to the form, not a lost session.
      code !== 'LOGIN_FAILED' &&
      hooks.isPlayerLoaded()
    ) {
      hooks.reload('unauthorized');
      throw new ApiError('reload', 401, code, message, endpoint.url);
    }
    throw new ApiError('http', res.status, code, message, endpoint.url);
  }
}

async function refusedWhileRestarting(res: Response): Promise<boolean> {
  // The code alone, compared as it is: no need to fetch the catalogue to retry.
  const body = await readJson(res.clone());
  return !!body && typeof body === 'object' && 'code' in body && body.code === 'SERVER_RESTARTING';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
