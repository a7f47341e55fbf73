import { api } from '@heroroad/protocol';
import { clanPlayer, foundClan, seat } from '../../test/clans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.leadership') });
});
afterAll(() => s.close());

describe('leadership', () => {
  it('hands the leadership to the highest rank, then the most merit; the old leader becomes a deputy', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Succession');
    const [rich, rep, deputy] = [await clanPlayer(s), await clanPlayer(s), await clanPlayer(s)];
    await seat(s, clanId, [
      { playerId: rich.playerId, rank: 'PARTICIPANT' },
      { playerId: rep.playerId, rank: 'REPRESENTATIVE' },
      { playerId: deputy.playerId, rank: 'REPRESENTATIVE' },
    ]);
    await s.call(api.clan.donate, {
      token: rich.token,
      body: { depositPortions: [{ type: 'MITHRIL', amount: 100 }] },
    });
    await s.call(api.clan.donate, {
      token: deputy.token,
      body: { depositPortions: [{ type: 'GOLD', amount: 5000 }] },
    });
    const r = await s.call(api.clan.resign, { token: lead.token });
    expect(r.body.rank).toBe('DEPUTY_LEADER');
    const members = await s.call(api.clan.participantsMine, { token: deputy.token });
    const rankOf = (id: number) => members.body.participants.find((p) => p.playerId === id)!.rank;
    // Both representatives outrank the richer participant; the one with merit (5) wins.
    expect(rankOf(deputy.playerId)).toBe('LEADER');
    expect(rankOf(rep.playerId)).toBe('REPRESENTATIVE');
    expect(members.body.participants[0]!.playerId).toBe(deputy.playerId);
  });

  it('names an acting leader when the leader has not been seen playing for 7 days, and steps them back when the leader returns', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Absent Chief');
    const d = await clanPlayer(s);
    await seat(s, clanId, [{ playerId: d.playerId, rank: 'DEPUTY_LEADER' }]);
    clock.advance(7 * 24 * HOUR - 60_000);
    expect((await s.call(api.clan.my, { token: d.token })).body.rank).toBe('DEPUTY_LEADER');
    clock.advance(60_000);
    const acting = await s.call(api.clan.my, { token: d.token });
    expect(acting.body.rank).toBe('SUBLEADER');
    expect(acting.body.rights).toContain('START_BUILDING');
    expect(acting.body.rights).not.toContain('RESIGN');
    // A change to the leader's player made by others (a gift, a moderator) is not the leader back.
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ updated_at: clock() })
      .where('id', '=', lead.playerId)
      .execute();
    expect((await s.call(api.clan.my, { token: d.token })).body.rank).toBe('SUBLEADER');
    // The leader plays again: any request of their session records them as seen.
    expect((await s.call(api.player.current, { token: lead.token })).status).toBe(200);
    expect(await s.server.kernel.sessions.lastSeen(lead.playerId)).toBe(clock());
    expect((await s.call(api.clan.my, { token: d.token })).body.rank).toBe('DEPUTY_LEADER');
    const log = await s.call(api.clan.log, { token: d.token, params: { id: clanId } });
    expect(log.body.entries.slice(0, 2).map((e) => e.type)).toEqual([
      'LEADER_REPLACED',
      'LEADER_REPLACED',
    ]);
  });
});
