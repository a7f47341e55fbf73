import { api } from '@heroroad/protocol';
import { SNOW_RETURN_SECONDS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, clanPlayer, foundClan, seat } from '../../test/clans.js';
import { setGemsBought } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const enter = (token: string) =>
  s.call(api.worlds.snowEnter, { token, body: { difficulty: 'EASY' } });
const unlockedBy = async (token: string) =>
  (await s.call(api.worlds.snowState, { token })).body.unlockedBy;

async function onRoad(playerId: number) {
  return s.testDb.db.kysely
    .selectFrom('player')
    .select(['context_id', 'road_return_coordinate'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

/** Back on the road and rested, ready for another visit. */
async function comeBack(token: string, contextId: number) {
  const back = await s.call(api.road.turnBack, { token, params: { id: contextId } });
  expect(back.body.contextId).toBe(0);
  s.clock.advance(SNOW_RETURN_SECONDS * 1000);
}

describe('what unlocks the snow world', () => {
  it('refuses a player with neither the campaign nor a clan building, writing nothing', async () => {
    const p = await clanPlayer(s);
    const before = await onRoad(p.playerId);
    const r = await enter(p.token);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('SNOW_WORLD_LOCKED');
    expect(r.body.message).toMatch(/снежный мир закрыт/i);
    expect(await onRoad(p.playerId)).toEqual(before);
    const rows = await s.testDb.db.kysely
      .selectFrom('world_state')
      .select('player_id')
      .where('player_id', '=', p.playerId)
      .execute();
    expect(rows).toEqual([]);
    expect(await unlockedBy(p.token)).toBe('NONE');
  });

  it('opens for good once the SNOW_WORLD campaign is used', async () => {
    const p = await clanPlayer(s);
    // The campaign comes with a purchase.
    await setGemsBought(s, p.playerId, 700);
    const used = await s.call(api.campaigns.use, {
      token: p.token,
      params: { id: 'SNOW_WORLD' },
    });
    expect(used.status).toBe(200);
    const status = await s.call(api.campaigns.status, {
      token: p.token,
      params: { id: 'SNOW_WORLD' },
    });
    expect(status.body).toMatchObject({ used: true, tickets: 5 });
    expect(await unlockedBy(p.token)).toBe('CAMPAIGN');
    const r = await enter(p.token);
    expect(r.status).toBe(200);
    expect(r.body.contextId).not.toBe(0);
  });

  it('opens to members of a clan with the Snow world building, and closes when they leave', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Frostbound');
    const member = await clanPlayer(s);
    await seat(s, clanId, [{ playerId: member.playerId, rank: 'PARTICIPANT' }]);
    expect(await unlockedBy(member.token)).toBe('NONE');
    expect((await enter(member.token)).body.code).toBe('SNOW_WORLD_LOCKED');

    await build(s, clanId, 'SNOW_WORLD', 1);
    expect(await unlockedBy(member.token)).toBe('CLAN');
    const inside = await enter(member.token);
    expect(inside.status).toBe(200);
    await comeBack(member.token, inside.body.contextId);

    const left = await s.call(api.clan.leave, { token: member.token });
    expect(left.status).toBe(200);
    expect(await unlockedBy(member.token)).toBe('NONE');
    const again = await enter(member.token);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('SNOW_WORLD_LOCKED');
    expect((await onRoad(member.playerId)).context_id).toBe(0);
  });

  it('counts a building whose wait to level 1 has ended though nobody looked since', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Slowbuilders');
    await build(s, clanId, 'SNOW_WORLD', 0, s.clock() + 60_000);
    expect(await unlockedBy(lead.token)).toBe('NONE');
    s.clock.advance(60_000);
    expect(await unlockedBy(lead.token)).toBe('CLAN');
  });
});
