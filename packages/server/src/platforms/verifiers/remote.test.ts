import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../core/errors.js';
import {
  T,
  crazyKeys,
  crazyToken,
  fakePlatformApis,
  type CrazyKeys,
} from '../../../test/platforms.js';
import { CrazyGamesVerifier } from './crazygames.js';
import { verifyKongregate } from './kongregate.js';

const NOW = Date.UTC(2026, 10, 21, 12);
let keys: CrazyKeys;
let api: Awaited<ReturnType<typeof fakePlatformApis>>;

beforeAll(async () => {
  keys = await crazyKeys();
  api = await fakePlatformApis(keys);
});
afterAll(() => api.close());

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as AppError).code;
  }
  return 'accepted';
}

describe('CrazyGames user token (RS256, rotating key)', () => {
  const verifier = () =>
    new CrazyGamesVerifier(
      { gameId: T.crazyGame, keyUrl: `${api.url}/crazy/publicKey.json` },
      3600,
    );

  it('accepts a token of this game and caches the key', async () => {
    const v = verifier();
    const before = api.requests.length;
    const user = await v.verify(await crazyToken(keys, { userId: 'cz-1' }, NOW - 1000), NOW);
    expect(user).toEqual({ id: 'cz-1', name: 'crazy_player', lang: null });
    await v.verify(await crazyToken(keys, { userId: 'cz-2' }, NOW - 1000), NOW);
    expect(api.requests.length - before).toBe(1);
  });

  it('refuses expired, other-game, foreign-key and malformed tokens', async () => {
    const v = verifier();
    expect(
      await code(v.verify(await crazyToken(keys, { userId: 'a' }, NOW - 2 * 3600_000), NOW)),
    ).toBe('PLATFORM_CREDENTIALS_STALE');
    expect(
      await code(v.verify(await crazyToken(keys, { userId: 'a', gameId: 'other' }, NOW), NOW)),
    ).toBe('PLATFORM_WRONG_APP');
    const stranger = await crazyKeys();
    expect(await code(v.verify(await crazyToken(stranger, { userId: 'a' }, NOW), NOW))).toBe(
      'PLATFORM_SIGNATURE_INVALID',
    );
    const good = await crazyToken(keys, { userId: 'a' }, NOW);
    const [h, , s] = good.split('.');
    const body = Buffer.from(
      JSON.stringify({ userId: 'b', gameId: T.crazyGame, iat: NOW / 1000, exp: NOW / 1000 + 60 }),
    ).toString('base64url');
    expect(await code(v.verify(`${h}.${body}.${s}`, NOW))).toBe('PLATFORM_SIGNATURE_INVALID');
    expect(await code(v.verify('not-a-jwt', NOW))).toBe('PLATFORM_CREDENTIALS_MALFORMED');
  });

  it('fetches the key again after it rotates, at most once a minute', async () => {
    const v = verifier();
    await v.verify(await crazyToken(keys, { userId: 'r' }, NOW), NOW);
    const next = await crazyKeys();
    api.state.crazy = next;
    try {
      const token = await crazyToken(next, { userId: 'r' }, NOW);
      // Within a minute of the last fetch the cached key stands.
      expect(await code(v.verify(token, NOW + 1000))).toBe('PLATFORM_SIGNATURE_INVALID');
      expect((await v.verify(token, NOW + 61_000)).id).toBe('r');
    } finally {
      api.state.crazy = keys;
    }
  });

  it('answers unavailable when the key cannot be fetched', async () => {
    api.state.crazyDown = true;
    try {
      expect(await code(verifier().verify(await crazyToken(keys, { userId: 'd' }, NOW), NOW))).toBe(
        'PLATFORM_UNAVAILABLE',
      );
    } finally {
      api.state.crazyDown = false;
    }
  });
});

describe("Kongregate's authentication service", () => {
  const kong = () => ({ apiKey: T.kongKey, apiUrl: `${api.url}/kong` });

  it('believes only what the service confirms', async () => {
    api.state.kongUsers.set('3001', 'good-token');
    expect(await verifyKongregate('3001', 'good-token', kong())).toEqual({
      id: '3001',
      name: 'kongster',
      lang: null,
    });
    expect(await code(verifyKongregate('3001', 'forged', kong()))).toBe(
      'PLATFORM_SIGNATURE_INVALID',
    );
    expect(await code(verifyKongregate('3002', 'good-token', kong()))).toBe(
      'PLATFORM_SIGNATURE_INVALID',
    );
    expect(await code(verifyKongregate('3001', 'good-token', { ...kong(), apiKey: 'x' }))).toBe(
      'PLATFORM_SIGNATURE_INVALID',
    );
    expect(await code(verifyKongregate(undefined, 'good-token', kong()))).toBe(
      'PLATFORM_CREDENTIALS_MALFORMED',
    );
    expect(
      await code(
        verifyKongregate('3001', 'good-token', { ...kong(), apiUrl: 'http://127.0.0.1:1' }),
      ),
    ).toBe('PLATFORM_UNAVAILABLE');
  });
});
