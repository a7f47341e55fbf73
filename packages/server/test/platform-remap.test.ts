import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { crazyKeys, fakePlatformApis, platformsConfig, tgInitData } from './platforms.js';

let s: TestServer;
let fake: Awaited<ReturnType<typeof fakePlatformApis>>;

beforeAll(async () => {
  fake = await fakePlatformApis(await crazyKeys());
  s = await startTestServer({ config: { platforms: platformsConfig(fake.url) } });
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

const body = (user: number) => ({ payload: tgInitData(user, s.clock()) });
const search = (token: string, user: number) =>
  s.call(api.platform.search, { token, params: { source: 'tg' }, body: body(user) });
const remap = (token: string, user: number) =>
  s.call(api.platform.remap, { token, params: { source: 'tg' }, body: body(user) });
const owner = async (user: number) =>
  (
    await s.testDb.db.kysely
      .selectFrom('platform_identity')
      .select('player_id')
      .where('source', '=', 'tg')
      .where('platform_user_id', '=', String(user))
      .executeTakeFirst()
  )?.player_id;

describe('platform account search and remap', () => {
  it('finds the player an account opens, and moves it only when that player keeps a way in', async () => {
    const first = await s.call(api.platform.signIn, { params: { source: 'tg' }, body: body(7001) });
    const a = first.body.playerId;
    const guest = await s.trial('EN');
    const found = await search(guest.token, 7001);
    expect(found.body).toMatchObject({ found: { playerId: a, level: 1 }, yours: false });
    // A has no password and no other platform: moving the link away would lose it.
    const orphan = await remap(guest.token, 7001);
    expect([orphan.status, orphan.body.message]).toEqual([
      409,
      'That character would have no way in: set a password for it first',
    ]);
    expect(Number(await owner(7001))).toBe(a);
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ password_hash: 'set-elsewhere' })
      .where('id', '=', a)
      .execute();
    const moved = await remap(guest.token, 7001);
    expect(moved.body).toEqual({ playerId: guest.playerId, moved: true, from: a });
    expect(Number(await owner(7001))).toBe(guest.playerId);
    expect((await search(guest.token, 7001)).body.yours).toBe(true);
    // The platform now opens the guest, who is a registered player of that platform.
    const again = await s.call(api.platform.signIn, { params: { source: 'tg' }, body: body(7001) });
    expect(again.body).toMatchObject({ playerId: guest.playerId, accessLevel: 'PLAYER' });
    expect((await remap(guest.token, 7001)).body).toMatchObject({ moved: false, from: null });
  });

  it('binds an unknown account, refuses a second one of the same platform and a forged one', async () => {
    const guest = await s.trial('RU');
    expect((await search(guest.token, 7002)).body).toEqual({ found: null, yours: false });
    expect((await remap(guest.token, 7002)).body).toEqual({
      playerId: guest.playerId,
      moved: false,
      from: null,
    });
    const second = await remap(guest.token, 7003);
    expect([second.status, second.body.message]).toEqual([
      409,
      'К этому персонажу уже привязан другой аккаунт этой платформы',
    ]);
    expect(await owner(7003)).toBeUndefined();
    const forged = await s.call(api.platform.remap, {
      token: guest.token,
      params: { source: 'tg' },
      body: { payload: body(7004).payload.replace('7004', '7005') },
    });
    expect(forged.status).toBe(401);
    expect(await owner(7005)).toBeUndefined();
    const signedOut = await s.call(api.platform.search, {
      params: { source: 'tg' },
      body: body(7002),
    });
    expect(signedOut.status).toBe(401);
  });
});
