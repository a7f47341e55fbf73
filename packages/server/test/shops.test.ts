import { api } from '@heroroad/protocol';
import {
  amuletPrice,
  CARD_STAT_SHARE,
  consumableDef,
  consumablePrice,
  DAILY_DEAL,
  dealPrice,
  openConsumableIds,
  heroDef,
  premiumPack,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function player(values: Record<string, number>, heroId?: string) {
  const g = await guestWithHero(s, heroId);
  if (Object.keys(values).length > 0) await setPlayer(s, g.playerId, values);
  const me = () => s.call(api.player.current, { token: g.token }).then((r) => r.body);
  return { ...g, me };
}

const ledgerRows = (playerId: number, reason: string) =>
  s.server.kernel.db.kysely
    .selectFrom('ledger_operation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('reason', '=', reason)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe('the ark', () => {
  it('sells token packs for emeralds and ark heroes for tokens, with the spec shortage', async () => {
    const p = await player({ mithril: 100 });
    const veles = heroDef('vip_veles')!;
    const short = await s.call(api.hero.buy, { token: p.token, body: { heroId: veles.id } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Не хватает токенов!');

    const pack = premiumPack('tokens_10')!;
    const bought = await s.call(api.shops.buyPack, {
      token: p.token,
      body: { packId: pack.id, requestId: 'pack-press-0001' },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.player).toMatchObject({ mithril: 100 - pack.gems, tokens: pack.amount });
    // The same press again moves nothing.
    const again = await s.call(api.shops.buyPack, {
      token: p.token,
      body: { packId: pack.id, requestId: 'pack-press-0001' },
    });
    expect(again.body.player).toMatchObject({ mithril: 100 - pack.gems, tokens: pack.amount });

    const balthazar = heroDef('vip_balthazar')!;
    const hero = await s.call(api.hero.buy, { token: p.token, body: { heroId: balthazar.id } });
    expect(hero.status).toBe(200);
    expect(hero.body.tokens).toBe(pack.amount - balthazar.price.TOKENS!);
    expect(hero.body.creatures.map((c) => c.identifier)).toContain(balthazar.id);
  });
});

describe('the amulet shop', () => {
  it('sells amulets for amethysts from their stair and melts them back', async () => {
    const p = await player({ mithril: 200, best_victory_stair: 20 });
    const broke = await s.call(api.shops.buyAmulet, {
      token: p.token,
      body: { amuletId: 'amu_bear_claw' },
    });
    expect(broke.body.message).toBe('Не хватает аметистов');
    await s.call(api.shops.buyPack, { token: p.token, body: { packId: 'amethyst_100' } });
    const locked = await s.call(api.shops.buyAmulet, {
      token: p.token,
      body: { amuletId: 'amu_frost_rune' },
    });
    expect(locked.body.code).toBe('STAIR_LOCKED');
    const r = await s.call(api.shops.buyAmulet, {
      token: p.token,
      body: { amuletId: 'amu_bear_claw' },
    });
    expect(r.status).toBe(200);
    const claw = r.body.backpack.artifacts.find((a) => a.artifactId === 'amu_bear_claw')!;
    const price = amuletPrice({ minStair: 5 } as Parameters<typeof amuletPrice>[0]);
    expect(r.body.player.amethyst).toBe(100 - price);
    const melted = await s.call(api.shops.meltAmulet, { token: p.token, params: { id: claw.id } });
    expect(melted.body.player.amethyst).toBe(100 - price + Math.floor(price / 4));
    expect(melted.body.backpack.artifacts.find((a) => a.id === claw.id)).toBeUndefined();
    const twice = await s.call(api.shops.meltAmulet, { token: p.token, params: { id: claw.id } });
    expect(twice.body.code).toBe('ARTIFACT_NOT_IN_BACKPACK');
  });

  it('refuses to melt an artifact: those go to the forge', async () => {
    const p = await player({});
    const id = await s.server.kernel.players.withPlayer(p.playerId, (u) =>
      u.bag.addArtifact('art_kladenets', 3),
    );
    const r = await s.call(api.shops.meltAmulet, { token: p.token, params: { id } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('MELT_ONLY_AMULETS');
  });
});

describe('cards', () => {
  it('fit only their heroes, add to stats for good and show in cardState', async () => {
    // Dobrynya is a human: a shield (BLOCK) hero and a usual one.
    const p = await player({ mithril: 500 });
    const hero = (await p.me()).creatures[0]!;
    const buy = (cardId: string) => s.call(api.shops.buyCard, { token: p.token, body: { cardId } });
    expect((await buy('card_elephant')).body.cardState).toEqual({ cards: { card_elephant: 1 } });
    await buy('card_snake');
    const info = await s.call(api.player.infoCurrent, { token: p.token, query: {} });
    expect(info.body.cardState).toEqual({ cards: { card_elephant: 1, card_snake: 1 } });

    const wrong = await s.call(api.shops.useCard, {
      token: p.token,
      body: { cardId: 'card_snake', creatureId: hero.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Нет подходящих героев');

    const health = (c: typeof hero) => c.skills.find((k) => k.skillType === 'HEALTH')!.valueTotal;
    const used = await s.call(api.shops.useCard, {
      token: p.token,
      body: { cardId: 'card_elephant', creatureId: hero.id },
    });
    expect(used.status).toBe(200);
    const after = used.body.player.creatures.find((c) => c.id === hero.id)!;
    expect(health(after)).toBeCloseTo(health(hero) * (1 + CARD_STAT_SHARE), 5);
    expect(used.body.cardState).toEqual({ cards: { card_snake: 1 } });
    const none = await s.call(api.shops.useCard, {
      token: p.token,
      body: { cardId: 'card_elephant', creatureId: hero.id },
    });
    expect(none.body.code).toBe('CARD_NOT_OWNED');
  });

  it('an evolution card raises the rank of a hero of its tier', async () => {
    const p = await player({ mithril: 500 });
    const hero = (await p.me()).creatures[0]!;
    await s.call(api.shops.buyCard, { token: p.token, body: { cardId: 'card_evo_usual' } });
    const used = await s.call(api.shops.useCard, {
      token: p.token,
      body: { cardId: 'card_evo_usual', creatureId: hero.id },
    });
    expect(used.body.player.creatures[0]!.rank).toBe(hero.rank + 1);
  });
});

describe('group leveling and gender', () => {
  it('levels only the heroes chosen, at most six', async () => {
    const p = await player({ gold: 100_000, level: 13 });
    for (const heroId of ['hero_velimir', 'hero_halfdan'])
      await s.call(api.hero.buy, { token: p.token, body: { heroId } });
    const [a, b, c] = (await p.me()).creatures;
    const r = await s.call(api.hero.groupLevelUp, {
      token: p.token,
      body: { creatureIds: [a!.id, c!.id] },
    });
    expect(r.status).toBe(200);
    const level = (id: number) => r.body.creatures.find((x) => x.id === id)!.level;
    expect([level(a!.id), level(b!.id), level(c!.id)]).toEqual([2, 1, 2]);
    const many = await s.call(api.hero.groupLevelUp, {
      token: p.token,
      body: { creatureIds: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(many.body.code).toBe('GROUP_TOO_LARGE');
  });

  it("changes the companion's gender in companionImage", async () => {
    const p = await player({});
    const r = await s.call(api.hero.gender, { token: p.token, body: { gender: 'female' } });
    expect(r.body.companionImage).toContain('female');
    const back = await s.call(api.hero.gender, { token: p.token, body: { gender: 'male' } });
    expect(back.body.companionImage).not.toContain('female');
  });
});

describe('artifact images in player info', () => {
  it('lists the atlas ids up to artifactImageMaxStair and those the player holds', async () => {
    const p = await player({ best_victory_stair: 10 });
    await s.server.kernel.players.withPlayer(p.playerId, (u) => u.bag.addArtifact('art_alatyr', 1));
    const info = (await s.call(api.player.infoCurrent, { token: p.token, query: {} })).body;
    expect(info.artifactImageMaxStair).toBe(13);
    expect(info.artifactIdsToLoad).toContain('artifacts/art_chainmail');
    expect(info.artifactIdsToLoad).toContain('artifacts/art_alatyr');
    expect(info.artifactIdsToLoad).not.toContain('artifacts/art_gungnir');
  });

  it('answers a stair range, never past 3 stairs beyond the best victory', async () => {
    const p = await player({ best_victory_stair: 10 });
    const range = (artifactFrom: number, artifactTo: number) =>
      s.call(api.player.artifactRange, { token: p.token, query: { artifactFrom, artifactTo } });
    const all = (await s.call(api.player.infoCurrent, { token: p.token, query: {} })).body;
    const near = await range(0, 13);
    expect(near.body.artifactImageMaxStair).toBe(13);
    // The range holds what the road yields there, not what the player carries.
    expect(near.body.artifactIdsToLoad).toContain('artifacts/art_chainmail');
    expect(all.artifactIdsToLoad).toEqual(expect.arrayContaining(near.body.artifactIdsToLoad));
    const far = await range(0, 100_000);
    expect(far.body.artifactIdsToLoad).toEqual(near.body.artifactIdsToLoad);
    expect(far.body.artifactIdsToLoad).not.toContain('artifacts/art_gungnir');
    expect((await range(12, 13)).body.artifactIdsToLoad).not.toContain('artifacts/art_chainmail');
    const reversed = await range(9, 3);
    expect([reversed.status, reversed.body.message]).toEqual([
      400,
      'Диапазон ступеней задан наоборот: начало больше конца',
    ]);
  });
});

describe('the deal of the day', () => {
  it('sells one consumable at its discount within a daily stock, renewed the next day', async () => {
    const p = await player({ gold: 1e6, best_victory_stair: 20 });
    const deal = (await s.call(api.shops.deal, { token: p.token })).body;
    expect(deal).toMatchObject({ discount: DAILY_DEAL.discount, left: DAILY_DEAL.stock });
    const id = deal.consumableId!;
    const buy = (consumableId: string, count: number) =>
      s.call(api.hero.buyConsumable, { token: p.token, body: { consumableId, count, deal: true } });
    const other = openConsumableIds(20).find((c) => c !== id)!;
    expect((await buy(other, 1)).body.code).toBe('DEAL_NOT_TODAY');
    const before = (await p.me()).gold;
    const r = await buy(id, DAILY_DEAL.stock);
    expect(r.status).toBe(200);
    const unit = consumablePrice(consumableDef(id)!, (await p.me()).stair);
    expect(before - r.body.player.gold).toBe(dealPrice(unit, DAILY_DEAL.stock));
    expect(dealPrice(unit, 1)).toBeLessThan(unit);
    const sold = await buy(id, 1);
    expect(sold.status).toBe(409);
    expect(sold.body.code).toBe('DEAL_SOLD_OUT');
    expect((await s.call(api.shops.deal, { token: p.token })).body.left).toBe(0);
    s.clock.advance(deal.endsAt - s.clock());
    expect((await s.call(api.shops.deal, { token: p.token })).body.left).toBe(DAILY_DEAL.stock);
  });
});

describe('purchases under load', () => {
  it('200 concurrent pack purchases pay emeralds and grant tokens in pairs, never overspending', async () => {
    const pack = premiumPack('tokens_10')!;
    const p = await player({ mithril: pack.gems * 20 + pack.gems - 1 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        s.call(api.shops.buyPack, { token: p.token, body: { packId: pack.id } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    for (const a of answers) if (a.status !== 200) expect(a.body.code).toBe('NOT_ENOUGH_GEMS');
    const me = await p.me();
    expect(me).toMatchObject({ mithril: pack.gems - 1, tokens: pack.amount * 20 });
    // Each purchase is one spend and one grant in the ledger.
    expect(await ledgerRows(p.playerId, `pack:${pack.id}`)).toBe(40);
  });

  it('200 concurrent purchases on one account never overspend', async () => {
    const def = consumableDef('potion_small')!;
    const price = consumablePrice(def, 1);
    const affordable = 37;
    const p = await player({ gold: price * affordable + price - 1, stair: 1 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        s.call(api.hero.buyConsumable, {
          token: p.token,
          body: { consumableId: def.id, count: 1, requestId: `potion-press-${i % 150}` },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    for (const a of answers) if (a.status !== 200) expect(a.body.code).toBe('NOT_ENOUGH_FUNDS');
    const me = await p.me();
    expect(me.gold).toBeGreaterThanOrEqual(0);
    expect(me.gold).toBe(
      price * affordable + price - 1 - price * (await ledgerRows(p.playerId, `shop:${def.id}`)),
    );
    const stock = (await s.call(api.hero.backpack, { token: p.token })).body.consumables;
    const potions = stock.find((c) => c.consumableId === def.id)?.count ?? 0;
    expect(potions).toBe(affordable);
    expect(await ledgerRows(p.playerId, `shop:${def.id}`)).toBe(affordable);
    expect(ok).toBeGreaterThanOrEqual(affordable);
  });
});

describe('cards found', () => {
  it('join the cards once per battle, chest or place that holds them', async () => {
    const p = await player({});
    const { grantFoundCard } = await import('../src/progression/card-grants.js');
    const { ledgerKey } = await import('../src/economy/keys.js');
    const key = ledgerKey('battle', 990_000 + p.playerId, 'card');
    for (let i = 0; i < 2; i++)
      await s.server.kernel.players.withPlayer(p.playerId, (u) =>
        grantFoundCard(u, 'card_eagle', key),
      );
    const state = await s.call(api.shops.cards, { token: p.token });
    expect(state.body.cards).toEqual({ card_eagle: 1 });
    expect(await ledgerRows(p.playerId, 'card-found:card_eagle')).toBe(1);
    expect((await p.me()).mithril).toBe(0);
  });
});
