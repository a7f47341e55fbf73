import {
  SESSION,
  buildPath,
  type BodyOf,
  type Endpoint,
  type ErrorCode,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@heroroad/protocol';

/** Codes the client adds for failures that never reached the game: no answer, or not JSON. */
export type TransportCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** A call the server refused (its `{code, message}`), or one that never got an answer. */
export class ApiError extends Error {
  constructor(
    /** `POST /api/battle/v2/hit`: which call failed. */
    readonly call: string,
    readonly status: number,
    readonly code: ErrorCode | TransportCode,
    message: string,
  ) {
    super(`${call} answered ${status} ${code}: ${message}`);
    this.name = 'ApiError';
  }
}

/** True when `e` is the server refusing a call with one of `codes`. */
export function isApiError(e: unknown, ...codes: readonly string[]): e is ApiError {
  return e instanceof ApiError && (codes.length === 0 || codes.includes(e.code));
}

/** Retries of a call refused by a restarting instance, the first after this pause, doubling. */
const RESTART_RETRY_MS = 400;
const RESTART_RETRIES = 3;

export interface CallInput<E extends Endpoint> {
  readonly body?: BodyOf<E>;
  readonly query?: QueryOf<E>;
  readonly params?: ParamsOf<E>;
}

export interface ClientOptions {
  /** A call without an answer after this long fails with NETWORK_ERROR (default 30 s). */
  readonly timeoutMs?: number;
  /** The pause before the first retry of a refused or cut-off call, doubling (default 0.4 s). */
  readonly retryPauseMs?: number;
}

/**
 * A small typed client over the wire contract: it sends the session in the Authorization header
 * as the browser client does, speaks JSON, and turns every refusal into an ApiError carrying the
 * server's code.
 */
export class GameClient {
  /** The session id, once one was opened. */
  token: string | null = null;
  /** Every request sent, answered or not. */
  requests = 0;
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly retryPauseMs: number;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retryPauseMs = options.retryPauseMs ?? RESTART_RETRY_MS;
  }

  async call<E extends Endpoint>(e: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    const res = await this.send(e, input);
    return res.body;
  }

  /** Opens a session with a call that answers one (registerTrial, register, login). */
  async openSession<E extends Endpoint>(e: E, input: CallInput<E>): Promise<ResponseOf<E>> {
    const res = await this.send(e, input);
    const token = res.headers.get(SESSION.responseHeader);
    if (!token) throw new ApiError(label(e), res.status, 'BAD_RESPONSE', 'no session header');
    this.token = token;
    return res.body;
  }

  private async send<E extends Endpoint>(
    e: E,
    input: CallInput<E>,
    retried = 0,
  ): Promise<{ body: ResponseOf<E>; headers: Headers; status: number }> {
    const call = label(e);
    const path = buildPath(e.url, input.params as Record<string, string | number> | undefined);
    const query = input.query
      ? `?${new URLSearchParams(
          Object.entries(input.query as Record<string, unknown>).map(([k, v]): [string, string] => [
            k,
            String(v),
          ]),
        )}`
      : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = this.token;
    // A POST always carries a JSON body: the contract validates a missing one as {}.
    const body = e.method === 'GET' ? undefined : JSON.stringify(input.body ?? {});
    if (body !== undefined) headers['content-type'] = 'application/json';
    this.requests++;
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.base + path + query, {
        method: e.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      // Sent again as browsers do: a GET whose connection failed, and once any call whose
      // kept-alive connection was closed under it before any answer (nginx's old workers close
      // theirs as it reloads; nginx never closes one with a request in flight). A timeout is not.
      const timedOut = (err as Error).name === 'TimeoutError';
      const again =
        e.method === 'GET' ? retried < RESTART_RETRIES : retried < 1 && closedUnder(err);
      if (!timedOut && again) {
        await new Promise((done) => setTimeout(done, this.retryPauseMs * 2 ** retried));
        return this.send(e, input, retried + 1);
      }
      throw new ApiError(call, 0, 'NETWORK_ERROR', (err as Error).message);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError(call, res.status, 'BAD_RESPONSE', text.slice(0, 200));
    }
    if (!res.ok) {
      const err = parsed as { code?: string; message?: string } | undefined;
      // A stopping instance refused the call before doing any of it: send it again, as the
      // game's client does, and the load balancer hands it to another instance.
      if (res.status === 503 && err?.code === 'SERVER_RESTARTING' && retried < RESTART_RETRIES) {
        await new Promise((done) => setTimeout(done, this.retryPauseMs * 2 ** retried));
        return this.send(e, input, retried + 1);
      }
      throw new ApiError(
        call,
        res.status,
        (err?.code ?? 'BAD_RESPONSE') as ErrorCode,
        err?.message ?? text.slice(0, 200),
      );
    }
    return { body: parsed as ResponseOf<E>, headers: res.headers, status: res.status };
  }
}

/** The connection was closed or reset by the other side before an answer came. */
function closedUnder(err: unknown): boolean {
  const code = ((err as { cause?: { code?: unknown } }).cause ?? {}).code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

function label(e: Endpoint): string {
  return `${e.method} ${e.url}`;
}
