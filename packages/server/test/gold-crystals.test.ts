import { api } from '@heroroad/protocol';
import { GOLDEN_CARD_PRICE, RAID_DIFFICULTY_DEFS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { freshKey, ledgerKey } from '../src/economy/keys.js';
import { build, clanPlayer, fellBoss, foundClan, seat } from './clans.js';
import { playOut, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('gold-crystals') });
});
afterAll(() => s.close());

const ledgerOf = (playerId: number) =>
  s.testDb.db.kysely
    .selectFrom('currency_ledger')
    .select(['delta', 'balance_after'])
    .where('player_id', '=', playerId)
    .where('currency', '=', 'GOLD_CRYSTAL')
    .orderBy('id')
    .execute();

const goldCrystalsOf = async (token: string) =>
  (await s.call(api.player.current, { token })).body.goldCrystal;

describe('gold crystals in the wallet', () => {
  it('are granted once per key, spent never below zero, each change with a ledger line', async () => {
    const p = await s.trial('EN');
    const grant = (key: string) =>
      s.server.kernel.players.withPlayer(p.playerId, (u) =>
        u.wallet.grant({ GOLD_CRYSTAL: 4 }, { reason: 'test', key: ledgerKey('test', key) }),
      );
    expect((await grant(`gc-${p.playerId}`)).replayed).toBe(false);
    const again = await grant(`gc-${p.playerId}`);
    expect(again).toMatchObject({ replayed: true, balances: { GOLD_CRYSTAL: 4 } });
    expect(await goldCrystalsOf(p.token)).toBe(4);

    const spend = (n: number) =>
      s.server.kernel.players.withPlayer(p.playerId, (u) =>
        u.wallet.spend({ GOLD_CRYSTAL: n }, { reason: 'test', key: freshKey('test') }),
      );
    await expect(spend(5)).rejects.toMatchObject({ code: 'NOT_ENOUGH_GOLD_CRYSTALS' });
    expect(await goldCrystalsOf(p.token)).toBe(4);
    expect((await spend(3)).balances.GOLD_CRYSTAL).toBe(1);
    expect((await ledgerOf(p.playerId)).map((r) => [r.delta, r.balance_after])).toEqual([
      [4, 4],
      [-3, 1],
    ]);
  });
});

describe('the golden evolution card', () => {
  it('is refused without gold crystals in both languages, leaving nothing written', async () => {
    for (const lang of ['RU', 'EN'] as const) {
      const p = await s.trial(lang);
      const short = await s.call(api.shops.buyCard, {
        token: p.token,
        body: { cardId: 'card_evo_gold', requestId: `short-${lang}-1` },
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        code: 'NOT_ENOUGH_GOLD_CRYSTALS',
        message: lang === 'RU' ? 'Недостаточно золотых кристаллов' : 'Not enough gold crystals',
      });
      expect((await s.call(api.shops.cards, { token: p.token })).body.cards).toEqual({});
      const rows = await s.testDb.db.kysely
        .selectFrom('ledger_operation')
        .select('reason')
        .where('player_id', '=', p.playerId)
        .execute();
      expect(rows.map((r) => r.reason)).not.toContain('card:card_evo_gold');
    }
  });

  it('is bought once per press for gold crystals and raises a hero one rank', async () => {
    const p = await s.trial('EN');
    const chose = await s.call(api.hero.choose, {
      token: p.token,
      body: { heroId: 'hero_dobrynya' },
    });
    expect(chose.status).toBe(200);
    await setPlayer(s, p.playerId, { gold_crystal: GOLDEN_CARD_PRICE.GOLD_CRYSTAL + 1 });
    const body = { cardId: 'card_evo_gold', requestId: 'golden-press-1' };
    const bought = await s.call(api.shops.buyCard, { token: p.token, body });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.player.goldCrystal).toBe(1);
    expect(bought.body.cardState.cards).toEqual({ card_evo_gold: 1 });
    const replayed = await s.call(api.shops.buyCard, { token: p.token, body });
    expect(replayed.body.player.goldCrystal).toBe(1);
    expect(replayed.body.cardState.cards).toEqual({ card_evo_gold: 1 });
    expect((await ledgerOf(p.playerId)).map((r) => [r.delta, r.balance_after])).toEqual([
      [-GOLDEN_CARD_PRICE.GOLD_CRYSTAL, 1],
    ]);

    const hero = bought.body.player.creatures[0]!;
    const used = await s.call(api.shops.useCard, {
      token: p.token,
      body: { cardId: 'card_evo_gold', creatureId: hero.id },
    });
    expect(used.status).toBe(200);
    expect(used.body.player.creatures.find((c) => c.id === hero.id)!.rank).toBe(hero.rank + 1);
    expect(used.body.cardState.cards).toEqual({});
  });
});

describe('the killing blow of a raid', () => {
  it('pays the finisher the difficulty’s gold crystals once, and no one else', async () => {
    const lead = await clanPlayer(s);
    const mate = await clanPlayer(s);
    for (const p of [lead, mate])
      await s.call(api.hero.choose, { token: p.token, body: { heroId: 'hero_dobrynya' } });
    const clanId = await foundClan(s, lead.token, 'Gold Seekers');
    await seat(s, clanId, [{ playerId: mate.playerId, rank: 'PARTICIPANT' }]);
    await build(s, clanId, 'SNOW_WORLD', 1);
    const options = await s.call(api.clan.raidOptions, { token: lead.token });
    expect(options.body.options.map((o) => o.goldCrystals)).toEqual([1, 2, 3, 5]);
    await s.call(api.clan.raidStart, { token: lead.token });

    // The mate hurts the boss without felling it: no gold crystals.
    const first = await s.call(api.clan.raidFight, { token: mate.token });
    await playOut(s, mate.token, first.body);
    await s.call(api.battle.complete, { token: mate.token });
    const mateRaid = (await s.call(api.clan.raid, { token: mate.token })).body;
    expect(mateRaid.lastFight).toMatchObject({ bossFell: false, goldCrystals: 0 });
    expect(await goldCrystalsOf(mate.token)).toBe(0);

    // The boss is nearly down: the lead's battle fells it.
    const { done } = await fellBoss(s, clanId, lead.token);
    const paid = RAID_DIFFICULTY_DEFS.EASY.goldCrystals;
    expect(done.body.player.goldCrystal).toBe(paid);
    expect((await s.call(api.clan.raid, { token: lead.token })).body.lastFight).toMatchObject({
      bossFell: true,
      goldCrystals: paid,
    });
    // Completing again pays nothing more.
    await s.call(api.battle.complete, { token: lead.token });
    expect(await goldCrystalsOf(lead.token)).toBe(paid);
    expect(await goldCrystalsOf(mate.token)).toBe(0);
    expect(await ledgerOf(lead.playerId)).toEqual([{ delta: paid, balance_after: paid }]);
  });
});
