import { api } from '@heroroad/protocol';
import { CLAN_EXP_BONUS, CLAN_SHIELD_GUARD } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { build, clanPlayer, foundClan } from '../../test/clans.js';
import { placesOf, playOut } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.bonuses') });
});
afterAll(() => s.close());

async function member() {
  const p = await clanPlayer(s);
  await s.call(api.hero.choose, { token: p.token, body: { heroId: 'hero_dobrynya' } });
  return p;
}

async function attack(token: string) {
  const places = await placesOf(s, token);
  const place = places.find((p) => p.guard !== null && p.coordinate <= 99)!;
  const r = await s.call(api.battle.placeAttack, { token, body: { placeId: place.id } });
  expect(r.status).toBe(200);
  return r.body;
}

describe('building bonuses outside raids', () => {
  it('the hall of experience raises the experience of members’ victories', async () => {
    const lead = await member();
    const clanId = await foundClan(s, lead.token, 'Scholars');
    await build(s, clanId, 'EXPERIENCE', 2);
    const before = (await s.call(api.player.current, { token: lead.token })).body;
    const end = await playOut(s, lead.token, await attack(lead.token));
    expect(end.winnerReward).not.toBeNull();
    const done = await s.call(api.battle.complete, { token: lead.token });
    const gained = done.body.player.currentExp - before.currentExp;
    expect(done.body.player.level).toBe(before.level);
    expect(gained).toBe(Math.round(end.winnerReward!.exp * (1 + 2 * CLAN_EXP_BONUS)));
  });

  it('the clan shield guards members’ gold in a defeat; without a clan nothing changes', async () => {
    const lead = await member();
    const clanId = await foundClan(s, lead.token, 'Shielded');
    await build(s, clanId, 'CLAN_SHIELD', 5);
    const loner = await member();
    for (const [p, factor] of [
      [lead, 1 - 5 * CLAN_SHIELD_GUARD],
      [loner, 1],
    ] as const) {
      const before = (await s.call(api.player.current, { token: p.token })).body.gold;
      await attack(p.token);
      await s.call(api.battle.giveUp, { token: p.token });
      const done = await s.call(api.battle.complete, { token: p.token });
      const lost = before - done.body.player.gold;
      expect(done.body.status.looserPenalty!.gold).toBeGreaterThan(0);
      expect(lost).toBeCloseTo(done.body.status.looserPenalty!.gold * factor, 6);
    }
  });
});
