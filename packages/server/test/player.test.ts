import { api, CLIENT_VERSION } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('player info', () => {
  it('answers every field of the player info response', async () => {
    const p = await s.player();
    const r = await s.call(api.player.infoCurrent, {
      token: p.token,
      query: { frontVersion: 631, init: true },
    });
    expect(r.status).toBe(200);
    const info = r.body;
    expect(Object.keys(info).sort()).toEqual(
      [
        'player',
        'header',
        'footer',
        'quality',
        'campaignTypes',
        'openCampaigns',
        'optionalUnseenCampaign',
        'referralBonus',
        'hammerDto',
        'cardState',
        'sale',
        'idToStore',
        'maxLevelAmongAccs',
        'serverTimeMs',
        'clientUuid',
        'admined',
        'version',
        'artifactIdsToLoad',
        'artifactImageMaxStair',
        'tiles',
        'renameRequired',
      ].sort(),
    );
    expect(info.player.id).toBe(p.playerId);
    expect(info.serverTimeMs).toBe(s.clock());
    expect(info.version).toBe(CLIENT_VERSION);
    expect(info.admined).toBe(false);
    expect(info.clientUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.footer).toContain('/legal/privacy.html');
    // A new player may run two force upgrades at once, both free (no magic hammer yet).
    expect(info.hammerDto).toEqual({ current: 2, max: 2 });
    const row = await s.testDb.db.kysely
      .selectFrom('player')
      .select('client_version')
      .where('id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    expect(row.client_version).toBe(631);
  });

  it('marks administrators as admined', async () => {
    const admin = await s.player('ADMIN');
    const god = await s.player('GOD');
    const moderator = await s.player('MODERATOR');
    for (const [who, expected] of [
      [admin, true],
      [god, true],
      [moderator, false],
    ] as const) {
      const r = await s.call(api.player.infoCurrent, { token: who.token });
      expect(r.body.admined).toBe(expected);
    }
  });

  it('has every player field typed and present', async () => {
    const g = await s.trial();
    const r = await s.call(api.player.current, { token: g.token });
    expect(r.body).toMatchObject({
      clanId: null,
      battleId: null,
      creatures: [],
      haveCompletedTasks: false,
      playerMarkers: [],
      offers: [],
      haveNewMailMessage: false,
      haveNewGift: false,
      clanParticipationState: null,
      metaData: {},
      userSource: 'own',
      interfaceMode: 'ORIGINAL',
      quality: 'AUTO',
      level: 1,
      stair: 1,
    });
    // A new player's tasks: the day's, part one's, the lifelong ones, none yet done.
    const kinds = new Set(r.body.tasks.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['DAILY', 'SCENARIO', 'SIDE']);
    expect(r.body.tasks.every((t) => !t.completed && !t.taken)).toBe(true);
  });

  it('answers the current player id', async () => {
    const g = await s.trial();
    expect((await s.call(api.player.idCurrent, { token: g.token })).body).toEqual({
      id: g.playerId,
    });
  });

  it('answers 401 with the translated message without a session', async () => {
    const r = await s.call(api.player.current, { headers: { 'accept-language': 'en' } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: 'UNAUTHORIZED', message: 'You need to log in' });
  });
});

describe('settings', () => {
  it('sets move speed, sound, interface, push, quality, language and version', async () => {
    const g = await s.trial();
    const t = { token: g.token };
    expect(
      (await s.call(api.player.updateMoveSpeedMode, { ...t, body: { moveSpeedMode: 3 } })).body
        .moveSpeedMode,
    ).toBe(3);
    expect(
      (await s.call(api.player.updateSoundMute, { ...t, body: { soundMute: true } })).body
        .soundMute,
    ).toBe(true);
    expect((await s.call(api.player.uiSwitch, { ...t })).body.interfaceMode).toBe('MODERN');
    expect((await s.call(api.player.uiSwitch, { ...t })).body.interfaceMode).toBe('ORIGINAL');
    expect(
      (await s.call(api.player.uiSwitch, { ...t, body: { interfaceMode: 'MODERN' } })).body
        .interfaceMode,
    ).toBe('MODERN');
    expect((await s.call(api.player.pushSwitch, { ...t })).body.pushEnabled).toBe(false);
    expect(
      (await s.call(api.player.pushSwitch, { ...t, body: { enabled: true } })).body.pushEnabled,
    ).toBe(true);
    expect(
      (await s.call(api.player.setQuality, { ...t, params: { q: 'HIGH' } })).body.quality,
    ).toBe('HIGH');
    expect((await s.call(api.player.langSwitch, { ...t })).body.lang).toBe('EN');
    expect(
      (await s.call(api.player.langSwitchTo, { ...t, params: { code: 'ru' } })).body.lang,
    ).toBe('RU');
    expect((await s.call(api.player.versionUpdate, { ...t, body: { version: 640 } })).status).toBe(
      200,
    );
    const stored = await s.call(api.player.current, t);
    expect(stored.body).toMatchObject({
      moveSpeedMode: 3,
      soundMute: true,
      interfaceMode: 'MODERN',
      quality: 'HIGH',
      lang: 'RU',
    });
  });

  it('refuses bad values with a translated 400 and changes nothing', async () => {
    const g = await s.trial('EN');
    const bad = await s.call(api.player.updateMoveSpeedMode, {
      token: g.token,
      body: { moveSpeedMode: 9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect(bad.body.message).toMatch(/^Invalid request/);
    expect(
      (await s.call(api.player.setQuality, { token: g.token, params: { q: 'ULTRA' } })).status,
    ).toBe(400);
    expect(
      (await s.call(api.player.langSwitchTo, { token: g.token, params: { code: 'DE' } })).status,
    ).toBe(400);
    expect((await s.call(api.player.current, { token: g.token })).body).toMatchObject({
      moveSpeedMode: 1,
      quality: 'AUTO',
      lang: 'EN',
    });
  });

  it('lists the languages and takes ANY as the browser’s language', async () => {
    const list = await s.call(api.player.langList, { headers: { 'accept-language': 'en-GB' } });
    expect(list.body).toEqual([
      { langId: 'RU', langDescr: 'Русский', available: true },
      { langId: 'EN', langDescr: 'English', available: true },
      { langId: 'ANY', langDescr: "The browser's language", available: false },
    ]);
    const g = await s.trial('EN');
    const any = (headers: Record<string, string>) =>
      s.call(api.player.langSwitchTo, { token: g.token, params: { code: 'ANY' }, headers });
    expect((await any({ 'accept-language': 'ru-RU,ru;q=0.9' })).body.lang).toBe('RU');
    expect((await any({ 'accept-language': 'de-DE' })).body.lang).toBe('EN');
    expect((await s.call(api.player.langList, { token: g.token })).body[2]!.langDescr).toBe(
      "The browser's language",
    );
  });

  it('answers errors in the language the player switched to', async () => {
    const g = await s.trial('RU');
    await s.call(api.player.langSwitchTo, { token: g.token, params: { code: 'EN' } });
    const r = await s.call(api.player.setQuality, { token: g.token, params: { q: 'ULTRA' } });
    expect(r.body.message).toMatch(/^Invalid request/);
  });
});

describe('notifications', () => {
  it("lists, removes and resets only the caller's notifications", async () => {
    const a = await s.trial();
    const b = await s.trial();
    const n = s.server.services.notifications;
    const first = await n.add(a.playerId, 'reward', 'You found 10 gold');
    await n.add(a.playerId, 'reward', 'A chest waits');
    const foreign = await n.add(b.playerId, 'reward', 'not yours');
    const list = await s.call(api.player.notifList, { token: a.token });
    expect(list.body.map((x) => x.text)).toEqual(['A chest waits', 'You found 10 gold']);
    expect(
      (await s.call(api.player.notifRemove, { token: a.token, params: { id: foreign } })).status,
    ).toBe(404);
    expect(
      (await s.call(api.player.notifRemove, { token: a.token, params: { id: first } })).status,
    ).toBe(200);
    expect((await s.call(api.player.notifList, { token: a.token })).body).toHaveLength(1);
    await s.call(api.player.notificationReset, { token: a.token });
    expect((await s.call(api.player.notifList, { token: a.token })).body).toHaveLength(0);
    expect((await s.call(api.player.notifList, { token: b.token })).body).toHaveLength(1);
  });
});

describe('player/set/rated', () => {
  it('marks the player as having rated the game once, keeping the first time', async () => {
    const p = await s.player();
    const before = await s.call(api.player.current, { token: p.token });
    expect(before.body.rated).toBe(false);
    const first = await s.call(api.player.setRated, { token: p.token });
    expect(first.status).toBe(200);
    expect(first.body.rated).toBe(true);
    const ratedAt = () =>
      s.testDb.db.kysely
        .selectFrom('player')
        .select('rated_at')
        .where('id', '=', p.playerId)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.rated_at));
    const at = await ratedAt();
    expect(at).toBe(s.clock());
    s.clock.advance(60_000);
    const again = await s.call(api.player.setRated, { token: p.token });
    expect(again.body.rated).toBe(true);
    expect(await ratedAt()).toBe(at);
    expect((await s.call(api.player.current, { token: p.token })).body.rated).toBe(true);
  });

  it('is refused from another site and without a session', async () => {
    const p = await s.player();
    const cookie = `JSESSIONID=${p.token}`;
    const r = await s.fetch(api.player.setRated.url, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(r.status).toBe(403);
    expect((await s.call(api.player.current, { token: p.token })).body.rated).toBe(false);
    const anonymous = await s.call(api.player.setRated, {});
    expect(anonymous.status).toBe(401);
  });
});
