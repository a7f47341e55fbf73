import { api } from '@heroroad/protocol';
import { heroLevelCost } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('settings: the leveling preference and the payment method (SPEC §2)', () => {
  it('starts even and asking, saves each field alone, and keeps it for the next answer', async () => {
    const g = await s.trial();
    const fresh = (await s.call(api.player.current, { token: g.token })).body;
    expect([fresh.levelingPreference, fresh.paymentMethod]).toEqual(['EVEN', null]);

    const a = await s.call(api.player.settings, {
      token: g.token,
      body: { levelingPreference: 'FRONT' },
    });
    expect([a.body.levelingPreference, a.body.paymentMethod]).toEqual(['FRONT', null]);
    const b = await s.call(api.player.settings, {
      token: g.token,
      body: { paymentMethod: 'yookassa' },
    });
    expect([b.body.levelingPreference, b.body.paymentMethod]).toEqual(['FRONT', 'yookassa']);
    const again = (await s.call(api.player.current, { token: g.token })).body;
    expect([again.levelingPreference, again.paymentMethod]).toEqual(['FRONT', 'yookassa']);
    const asks = await s.call(api.player.settings, {
      token: g.token,
      body: { paymentMethod: null },
    });
    expect(asks.body.paymentMethod).toBeNull();
  });

  it('refuses an unknown choice with a translated error, changing nothing', async () => {
    const g = await s.trial('EN');
    const r = await s.call(api.player.settings, {
      token: g.token,
      body: { levelingPreference: 'RANDOM', paymentMethod: 'stripe' } as never,
      headers: { 'accept-language': 'en' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBeTruthy();
    expect(r.body.message).not.toMatch(/[А-я]/);
    const me = (await s.call(api.player.current, { token: g.token })).body;
    expect([me.levelingPreference, me.paymentMethod]).toEqual(['EVEN', null]);
    const test = await s.call(api.player.settings, {
      token: g.token,
      body: { paymentMethod: 'test' } as never,
    });
    expect(test.status).toBe(400);
  });

  it('decides who the group upgrade raises when the gold is short', async () => {
    const upgradeWith = async (preference: 'EVEN' | 'FRONT') => {
      const g = await guestWithHero(s);
      await setPlayer(s, g.playerId, { gold: 1000, level: 7 });
      await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_alyosha' } });
      const [front] = (await s.call(api.player.current, { token: g.token })).body.creatures;
      for (let i = 0; i < 2; i++)
        await s.call(api.hero.levelUp, { token: g.token, params: { id: front!.id } });
      await s.call(api.player.settings, {
        token: g.token,
        body: { levelingPreference: preference },
      });
      await setPlayer(s, g.playerId, { gold: heroLevelCost(3) });
      const r = await s.call(api.hero.groupLevelUp, { token: g.token });
      expect(r.status).toBe(200);
      return r.body.creatures.map((c) => [c.identifier, c.level]);
    };
    expect(await upgradeWith('EVEN')).toEqual([
      ['hero_dobrynya', 3],
      ['hero_alyosha', 2],
    ]);
    expect(await upgradeWith('FRONT')).toEqual([
      ['hero_dobrynya', 4],
      ['hero_alyosha', 1],
    ]);
  });
});
