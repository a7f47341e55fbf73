import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function me(token: string) {
  return (await s.call(api.player.current, { token })).body;
}

describe('the free hero exchange (SPEC §9)', () => {
  it('turns the starter into another one once, free, from level 10, with a ledger row', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { gold: 500, level: 9 });
    const first = (await me(g.token)).creatures[0]!;
    expect((await me(g.token)).heroExchangeUsed).toBe(false);

    const early = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: first.id, heroId: 'hero_halfdan' },
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('HERO_EXCHANGE_LEVEL');
    expect(early.body.message).toBe('Бесплатный обмен героя открывается с 10-го уровня');

    await setPlayer(s, g.playerId, { level: 10 });
    const r = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: first.id, heroId: 'hero_halfdan' },
    });
    expect(r.status).toBe(200);
    expect(r.body.gold).toBe(500);
    expect(r.body.heroExchangeUsed).toBe(true);
    expect(r.body.creatures).toHaveLength(1);
    expect(r.body.creatures[0]).toMatchObject({
      id: first.id,
      identifier: 'hero_halfdan',
      level: first.level,
      combative: true,
    });

    const again = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: first.id, heroId: 'hero_velimir' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('HERO_EXCHANGE_USED');
    expect((await me(g.token)).creatures[0]!.identifier).toBe('hero_halfdan');

    const rows = await s.testDb.db.kysely
      .selectFrom('ledger_operation')
      .select(['reason', 'deltas'])
      .where('player_id', '=', g.playerId)
      .where('reason', '=', 'hero-exchange')
      .execute();
    expect(rows).toEqual([{ reason: 'hero-exchange', deltas: '{}' }]);
  });

  it('refuses a bad exchange with a clear error, leaving the exchange unused', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { gold: 1000, level: 10 });
    const first = (await me(g.token)).creatures[0]!;
    const bought = await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_velimir' } });
    expect(bought.status).toBe(200);
    const owned = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: first.id, heroId: 'hero_velimir' },
    });
    expect(owned.body.code).toBe('HERO_ALREADY_OWNED');
    const notStarter = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: first.id, heroId: 'hero_alyosha' },
    });
    expect(notStarter.body.code).toBe('VALUE_INVALID');
    const missing = await s.call(api.hero.exchange, {
      token: g.token,
      body: { creatureId: 999_999, heroId: 'hero_halfdan' },
    });
    expect(missing.status).toBe(404);
    const after = await me(g.token);
    expect(after.heroExchangeUsed).toBe(false);
    expect(after.creatures.map((c) => c.identifier)).toEqual(['hero_dobrynya', 'hero_velimir']);
  });
});
