import { api } from '@heroroad/protocol';
import { referralCode } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import {
  T,
  crazyKeys,
  fakePlatformApis,
  platformCredential,
  platformsConfig,
  tgInitData,
} from './platforms.js';

let s: TestServer;
let fake: Awaited<ReturnType<typeof fakePlatformApis>>;
let keys: Awaited<ReturnType<typeof crazyKeys>>;
let seq = 1000;

beforeAll(async () => {
  keys = await crazyKeys();
  fake = await fakePlatformApis(keys);
  s = await startTestServer({ config: { platforms: platformsConfig(fake.url) } });
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

const now = () => s.clock();
const signIn = (source: string, payload: string, o: { token?: string; userId?: string } = {}) =>
  s.call(api.platform.signIn, {
    params: { source },
    body: { payload, ...(o.userId ? { userId: o.userId } : {}) },
    ...(o.token ? { token: o.token } : {}),
  });

const credential = (source: string) =>
  platformCredential(source, ++seq, now(), { keys, kongUsers: fake.state.kongUsers });

export const SIGNING = [
  'tg',
  'vk',
  'ok',
  'ya',
  'mail',
  'crazygames',
  'kong',
  'gp',
  'gp_partner',
  'gp_playdeck',
  'foto',
  'beeline',
  'google',
  'exe',
];

describe('platform sign-in', () => {
  it.each(SIGNING)(
    '%s: a verified user gets a player once, and the same one next time',
    async (source) => {
      const c = await credential(source);
      const first = await signIn(source, c.payload, c);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ created: true, merged: false, accessLevel: 'PLAYER' });
      const token = first.headers.get('jsession')!;
      const me = await s.call(api.player.infoCurrent, { token });
      expect(me.status).toBe(200);
      expect(me.body.player.userSource).toBe(source);
      const again = await signIn(source, c.payload, c);
      expect(again.body).toMatchObject({ playerId: first.body.playerId, created: false });
    },
  );

  it('refuses a forged credential with a translated error and opens no session', async () => {
    const c = await credential('vk');
    const r = await signIn('vk', c.payload.replace(/vk_user_id=\d+/, 'vk_user_id=1'));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PLATFORM_SIGNATURE_INVALID' });
    expect(r.headers.get('jsession')).toBeNull();
    // The photo network's launch: another viewer under the same authKey is refused too.
    const foto = await credential('foto');
    const forged = await signIn('foto', foto.payload.replace(/viewerId=\d+/, 'viewerId=1'));
    expect(forged.body).toMatchObject({ code: 'PLATFORM_SIGNATURE_INVALID' });
    const ru = await s.call(api.platform.signIn, {
      params: { source: 'tg' },
      body: { payload: tgInitData(1, now() - 3 * 86_400_000) },
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body).toMatchObject({
      code: 'PLATFORM_CREDENTIALS_STALE',
      message: 'Данные входа устарели, перезапустите игру',
    });
  });

  it("binds a newcomer to the friend whose code the launch carried, and no one else's", async () => {
    const friend = await s.player();
    const ref = referralCode(friend.playerId);
    const c = await credential('tg');
    const first = await s.call(api.platform.signIn, {
      params: { source: 'tg' },
      body: { payload: c.payload, ref },
    });
    expect(first.body).toMatchObject({ created: true });
    const links = () =>
      s.testDb.db.kysely
        .selectFrom('referral_link')
        .select(['player_id', 'referrer_id'])
        .where('referrer_id', '=', friend.playerId)
        .execute();
    expect(await links()).toEqual([
      { player_id: first.body.playerId, referrer_id: friend.playerId },
    ]);
    // Signing in again, or an older player arriving through a link, binds nothing more.
    const other = await s.player();
    await s.call(api.platform.signIn, {
      params: { source: 'tg' },
      body: { payload: c.payload, ref: referralCode(other.playerId) },
    });
    expect(await links()).toHaveLength(1);
  });

  it('binds an own-site guest to the platform user, keeping its progress', async () => {
    const guest = await s.trial();
    const c = await credential('tg');
    const r = await signIn('tg', c.payload, { token: guest.token });
    expect(r.body).toMatchObject({
      playerId: guest.playerId,
      merged: true,
      created: false,
      accessLevel: 'PLAYER',
    });
    // The guest's session ended; the new one is the platform player's.
    expect((await s.call(api.player.infoCurrent, { token: guest.token })).status).toBe(401);
  });

  it("answers 'Player already exists' when the platform user already has another player", async () => {
    const c = await credential('ok');
    const owner = await signIn('ok', c.payload);
    const guest = await s.trial();
    const r = await signIn('ok', c.payload, { token: guest.token });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'PLAYER_ALREADY_EXISTS',
      message: 'Игрок уже существует',
    });
    // Nothing was bound to the guest: the identity still signs in as its owner.
    expect((await signIn('ok', c.payload)).body.playerId).toBe(owner.body.playerId);
  });

  it('binds one identity per platform to a player, whatever the race', async () => {
    const c = await credential('vk');
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn('vk', c.payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.playerId)).size).toBe(1);
  });

  it('tells platforms on own accounts, unconfigured ones and their settings apart', async () => {
    expect((await signIn('mystore', 'x')).body).toMatchObject({ code: 'PLATFORM_NO_SIGN_IN' });
    expect((await signIn('own', 'x')).body).toMatchObject({ code: 'PLATFORM_NO_SIGN_IN' });
    const vk = await s.call(api.platform.settings, { params: { source: 'vk' } });
    expect(vk.body).toMatchObject({
      source: 'vk',
      signIn: 'platform',
      payments: true,
      appId: T.vkApp,
    });
    expect(vk.body.prices[0]).toEqual({
      packId: 'gems_100',
      amount: 14,
      currency: 'VOTE',
      decimals: 0,
    });
    const gd = await s.call(api.platform.settings, { params: { source: 'gamedistrib' } });
    expect(gd.body).toMatchObject({ signIn: 'own', payments: false, prices: [] });
  });
});

describe('a server without platform settings', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(() => bare.close());

  it('refuses every platform sign-in instead of trusting the input', async () => {
    for (const source of SIGNING) {
      const r = await bare.call(api.platform.signIn, {
        params: { source },
        body: { payload: (await credential(source)).payload, userId: '1' },
      });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'PLATFORM_NOT_CONFIGURED' });
    }
    const settings = await bare.call(api.platform.settings, { params: { source: 'tg' } });
    expect(settings.body).toMatchObject({ signIn: 'off', payments: false });
  });
});
