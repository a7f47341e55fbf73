import { api } from '@heroroad/protocol';
import { CLAN_CREATION_PRICE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from '../../server/test/game.js';
import { seededRandom } from '../../server/src/core/random.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { clanStep } from '../src/clan.js';
import type { BotContext } from '../src/context.js';
import { GameClient } from '../src/index.js';
import { quietContext } from './quiet.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('bot.clan') });
});
afterAll(() => s?.close());

let n = 0;
async function botAt(level: number, gold: number): Promise<BotContext> {
  const client = new GameClient(s.url);
  await client.openSession(api.security.registerTrial, { body: { lang: 'EN' } });
  await client.openSession(api.security.register, {
    body: {
      name: `ClanBot${++n}`,
      password: 'secret-password-1',
      acceptPrivacy: true,
      acceptCookies: true,
      acceptAgreement: true,
      lang: 'EN',
    },
  });
  const chosen = await client.call(api.hero.choose, { body: { heroId: 'hero_dobrynya' } });
  await setPlayer(s, chosen.id, { level, gold, gears: 7 });
  return quietContext(client);
}

describe('the bot and clans', () => {
  it('waits for level 15, then founds a clan with gold to spare and donates its gears and gold', async () => {
    const young = await botAt(14, 100_000);
    await clanStep(young);
    expect(young.player.clanId).toBeNull();

    const rich = await botAt(15, 100_000);
    await clanStep(rich);
    expect(rich.player.clanId).not.toBeNull();
    expect(rich.stats.clanDonations).toBe(1);
    const my = await rich.client.call(api.clan.my);
    const left = 100_000 - CLAN_CREATION_PRICE.GOLD;
    expect(my.clan!.clanStat).toMatchObject({ gears: 7, gold: Math.floor(left * 0.05) });
    expect(rich.player.gears).toBe(0);
    expect(rich.player.gold).toBeCloseTo(left - Math.floor(left * 0.05), 6);
  });

  it('without the gold to found one, asks to join any clan, and accepts an invitation', async () => {
    const founder = await botAt(15, 100_000);
    await clanStep(founder);
    const poor = await botAt(15, 1000);
    await clanStep(poor);
    expect(poor.player.clanId).toBeNull();
    expect(poor.player.clanParticipationState).toBe('WANTS_TO_ANY_CLAN');
    await founder.client.call(api.clan.invite, { body: { playerId: poor.player.id } });
    await clanStep(poor);
    expect(poor.player.clanId).toBe(founder.player.clanId);
    // Seven gears given; a twentieth of 1,000 gold is under the least worth giving.
    expect(poor.stats.clanDonations).toBe(1);
    expect((await poor.client.call(api.clan.my)).clan!.clanStat.gears).toBe(14);
  });
});
