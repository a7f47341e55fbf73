import { api } from '@heroroad/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedStorage } from '../storage/storage';
import { ApiClient, type ApiHooks } from './client';
import { ApiError, failureText } from './errors';
import { SessionTransport } from './session';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(responder: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  localStorage.clear();
  const session = new SessionTransport(new TypedStorage());
  const hooks = {
    reload: vi.fn(),
    redirect: vi.fn(),
    networkFailure: vi.fn(),
    isPlayerLoaded: vi.fn(() => false),
  } satisfies ApiHooks;
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    return responder(url, init ?? {});
  });
  let now = 0;
  const client = new ApiClient({
    session,
    hooks,
    identification: () => ({ viewer_id: '77', uid: undefined }),
    language: () => 'en',
    fetch: fetchFn as typeof fetch,
    baseUrl: 'http://game.test',
    now: () => now,
    sleep: async () => undefined,
  });
  return { client, session, hooks, calls, advance: (ms: number) => (now += ms) };
}

describe('ApiClient transport (SPEC §7)', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup(() =>
      json(200, { playerId: 5, accessLevel: 'TRIAL' }, { jsession: 'S1', authorization: 'A1' }),
    );
  });

  it('stores the returned session values and sends them back', async () => {
    await t.client.call(api.security.registerTrial, { body: { lang: 'EN' } });
    expect(t.session.jsession).toBe('S1');
    expect(t.session.authorization).toBe('A1');

    await t.client.call(api.player.current);
    const second = t.calls[1]!;
    // The session goes in the header only, never into the URL.
    expect(second.url.search).toBe('');
    expect((second.init.headers as Record<string, string>).Authorization).toBe('A1');
    expect(second.init.credentials).toBe('include');
  });

  it('sends JSON bodies, identification headers and path parameters', async () => {
    await t.client.call(api.player.setQuality, { params: { q: 'HIGH' } });
    await t.client.call(api.security.login, { body: { name: 'Ivan', password: 'secret1' } });
    expect(t.calls[0]!.url.pathname).toBe('/api/player/set/quality/HIGH');
    const login = t.calls[1]!;
    expect(login.init.method).toBe('POST');
    expect(JSON.parse(String(login.init.body))).toEqual({ name: 'Ivan', password: 'secret1' });
    const headers = login.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.viewer_id).toBe('77');
    expect('uid' in headers).toBe(false);
    // The page's language, not the browser's: a refused login answers in it.
    expect(headers['Accept-Language']).toBe('en');
  });

  it('puts query values on the address', async () => {
    await t.client.call(api.player.infoCurrent, { query: { frontVersion: 631, init: true } });
    expect(t.calls[0]!.url.search).toBe('?frontVersion=631&init=true');
  });

  it('sends a throttled action once within 1500 ms', async () => {
    const a = t.client.call(api.player.langSwitch, { throttleId: 'lang' });
    const b = t.client.call(api.player.langSwitch, { throttleId: 'lang' });
    await Promise.all([a, b]);
    expect(t.calls).toHaveLength(1);
    t.advance(1500);
    await t.client.call(api.player.langSwitch, { throttleId: 'lang' });
    expect(t.calls).toHaveLength(2);
  });
});

describe('ApiClient response rules (SPEC §4)', () => {
  it('runs the reload helper on 204', async () => {
    const t = setup(() => new Response(null, { status: 204 }));
    await expect(t.client.call(api.player.current)).rejects.toMatchObject({ kind: 'reload' });
    expect(t.hooks.reload).toHaveBeenCalledWith('no-content');
  });

  it('redirects the page to the message of a 307', async () => {
    const t = setup(() => json(307, { message: 'https://heroroad.example/maintenance' }));
    await expect(t.client.call(api.player.current)).rejects.toMatchObject({ kind: 'redirect' });
    expect(t.hooks.redirect).toHaveBeenCalledWith('https://heroroad.example/maintenance');
  });

  it('reloads on 401 while a player is loaded', async () => {
    const t = setup(() => json(401, { code: 'UNAUTHORIZED', message: 'Нужно войти в игру' }));
    t.hooks.isPlayerLoaded.mockReturnValue(true);
    await expect(t.client.call(api.player.current)).rejects.toMatchObject({
      kind: 'reload',
      status: 401,
    });
    expect(t.hooks.reload).toHaveBeenCalledWith('unauthorized');
  });

  it('does not reload on 401 from the current-player lookup', async () => {
    const t = setup(() => json(401, { code: 'UNAUTHORIZED', message: 'x' }));
    t.hooks.isPlayerLoaded.mockReturnValue(true);
    await expect(t.client.call(api.player.idCurrent)).rejects.toMatchObject({ kind: 'http' });
    expect(t.hooks.reload).not.toHaveBeenCalled();
  });

  it('does not reload on 401 before a player is loaded', async () => {
    const t = setup(() => json(401, { code: 'UNAUTHORIZED', message: 'x' }));
    await expect(t.client.call(api.player.infoCurrent)).rejects.toMatchObject({ status: 401 });
    expect(t.hooks.reload).not.toHaveBeenCalled();
  });

  it('answers a wrong password to the form instead of reloading', async () => {
    const t = setup(() =>
      json(401, { code: 'LOGIN_FAILED', message: 'Wrong nickname or password' }),
    );
    t.hooks.isPlayerLoaded.mockReturnValue(true);
    const error = await t.client
      .call(api.security.login, { body: { name: 'Ivan', password: 'nope123' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureText(error, 'EN', 'fallback')).toBe('Wrong nickname or password');
    expect(t.hooks.reload).not.toHaveBeenCalled();
  });

  it('turns an error body into a translated failure', async () => {
    const t = setup(() => json(409, { code: 'NICKNAME_TAKEN', message: 'Этот никнейм уже занят' }));
    const error = await t.client
      .call(api.security.setName, { body: { name: 'Ivan' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'NICKNAME_TAKEN' });
    expect(failureText(error, 'RU', '?')).toBe('Этот никнейм уже занят');
  });

  it('falls back to the catalogue when the message is missing', async () => {
    const t = setup(() => json(429, { code: 'RATE_LIMITED' }));
    const error = await t.client.call(api.player.current).catch((e: unknown) => e);
    expect(failureText(error, 'EN', '?')).toBe('Too many attempts, please wait a little');
  });

  it('reports an unreachable server to the connection check', async () => {
    const t = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.client.call(api.player.current)).rejects.toMatchObject({ kind: 'network' });
    expect(t.hooks.networkFailure).toHaveBeenCalledWith(api.player.current);
    expect(failureText(new Error('x'), 'EN', 'No connection')).toBe('No connection');
  });

  it('sends a call again when an instance refused it while restarting', async () => {
    let n = 0;
    const t = setup(() =>
      ++n === 1
        ? json(503, { code: 'SERVER_RESTARTING', message: 'restarting' })
        : json(200, { ok: true }),
    );
    await expect(t.client.call(api.road.everydayReward)).resolves.toEqual({ ok: true });
    expect(t.calls).toHaveLength(2);
    expect(t.calls[1]!.init.method).toBe('POST');
  });

  it('gives up after three retries, and never retries another 503', async () => {
    const restarting = setup(() => json(503, { code: 'SERVER_RESTARTING', message: 'x' }));
    await expect(restarting.client.call(api.player.current)).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_RESTARTING',
    });
    expect(restarting.calls).toHaveLength(4);

    const down = setup(() => json(503, { code: 'INTERNAL', message: 'x' }));
    await expect(down.client.call(api.player.current)).rejects.toMatchObject({ status: 503 });
    expect(down.calls).toHaveLength(1);
  });
});
