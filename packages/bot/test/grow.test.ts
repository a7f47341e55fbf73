import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from '../../server/test/game.js';
import { seededRandom } from '../../server/src/core/random.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { GameClient } from '../src/index.js';
import { grow } from '../src/grow.js';
import { quietContext } from './quiet.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('bot.grow') });
});
afterAll(() => s?.close());

describe('the bot spends what gold does not buy', () => {
  it('starts force upgrades with its elixir and reforges artifacts no hero has a slot for', async () => {
    const client = new GameClient(s.url);
    await client.openSession(api.security.registerTrial, { body: { lang: 'EN' } });
    const player = await client.call(api.hero.choose, { body: { heroId: 'hero_dobrynya' } });
    await setPlayer(s, player.id, { elixir: 100 });
    // A recruit has two open slots: the third artifact has nowhere to go.
    await s.server.kernel.players.withPlayer(player.id, async (u) => {
      for (const id of ['art_kladenets', 'art_bogatyr_shield', 'art_living_water'])
        await u.bag.addArtifact(id, 3);
    });
    const ctx = await quietContext(client);
    await grow(ctx);
    expect(ctx.stats.artifactsEquipped).toBe(2);
    expect(ctx.stats.artifactsReforged).toBe(1);
    // Two hammers by default: two forces learned at once, paid with elixir.
    expect(ctx.stats.forcesStarted).toBe(2);
    const forces = await client.call(api.progression.forces);
    expect(forces.upgrades).toHaveLength(2);
    expect(ctx.player.elixir).toBeLessThan(100);
    expect((await client.call(api.hero.backpack)).artifacts).toEqual([]);
  });

  it('turns its gold crystals into golden evolution cards and ranks, keeping the change', async () => {
    const client = new GameClient(s.url);
    await client.openSession(api.security.registerTrial, { body: { lang: 'EN' } });
    const chosen = await client.call(api.hero.choose, { body: { heroId: 'hero_dobrynya' } });
    await setPlayer(s, chosen.id, { gold_crystal: 7 });
    const ctx = await quietContext(client);
    await grow(ctx);
    // 7 buys two cards at 3; each is used at once on the one hero, rank 1 → 3.
    expect(ctx.player.goldCrystal).toBe(1);
    expect(ctx.stats.cardsUsed).toBe(2);
    expect(ctx.player.creatures[0]!.rank).toBe(3);
    expect((await client.call(api.shops.cards)).cards).toEqual({});
  });
});
