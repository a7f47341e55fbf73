import { api } from '@heroroad/protocol';
import { buildingPrice } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { clanBooks, clanPlayer, foundClan, fund, seat } from '../../test/clans.js';
import { books } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

const players = (n: number, opts?: Parameters<typeof clanPlayer>[1]) =>
  Promise.all(Array.from({ length: n }, () => clanPlayer(s, opts)));

describe('money and members under concurrency', () => {
  it('100 members donating while the leader buys buildings never overspend, and the ledger balances', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Busy Treasury');
    await s.testDb.db.kysely
      .updateTable('clan')
      .set({ member_cap: 200 })
      .where('id', '=', clanId)
      .execute();
    const donors = await players(100, { gold: 1000 });
    await seat(
      s,
      clanId,
      donors.map((d) => ({ playerId: d.playerId, rank: 'PARTICIPANT' as const })),
    );
    // Enough blue crystals for every building; gold arrives only from the donors.
    await fund(s, clanId, { gold: 0, blue: 10_000 });
    const goldBefore = await Promise.all(
      donors.slice(0, 5).map(async (d) => (await books(s, d.playerId)).row.gold),
    );
    const types = ['EXPERIENCE', 'CLAN_SHIELD', 'GEAR_FACTORY'] as const;
    const results = await Promise.all([
      ...donors.map((d, i) =>
        s.call(api.clan.donate, {
          token: d.token,
          body: { depositPortions: [{ type: 'GOLD', amount: 1000 }], key: `d${i}` },
        }),
      ),
      ...types.map((buildingType) =>
        s.call(api.clan.buildingStart, { token: lead.token, body: { buildingType } }),
      ),
    ]);
    const donations = results.slice(0, 100);
    const builds = results.slice(100);
    expect(donations.every((r) => r.status === 200)).toBe(true);
    for (const b of builds) if (b.status !== 200) expect(b.body.code).toBe('CLAN_NOT_ENOUGH_FUNDS');
    const built = types.filter((_, i) => builds[i]!.status === 200);
    const spent = built.reduce((a, t) => a + buildingPrice(t, 1).gold!, 0);
    const b = await clanBooks(s, clanId);
    expect(b.budget.gold).toBe(100 * 1000 - spent);
    expect(b.budget.gold).toBeGreaterThanOrEqual(0);
    expect(b.ledger.gold).toBe(b.budget.gold);
    expect(b.ledger.blueCrystal).toBe(b.budget.blueCrystal - 10_000);
    for (const [i, d] of donors.slice(0, 5).entries())
      expect(goldBefore[i]! - (await books(s, d.playerId)).row.gold).toBe(1000);
    // A donation sent again under its key moves nothing twice.
    const again = await s.call(api.clan.donate, {
      token: donors[0]!.token,
      body: { depositPortions: [{ type: 'GOLD', amount: 1000 }], key: 'd0' },
    });
    expect(again.status).toBe(200);
    expect((await clanBooks(s, clanId)).budget.gold).toBe(b.budget.gold);
  });

  it('a race of joins never passes the member cap', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Tight Quarters');
    const invited = await players(15);
    for (const p of invited)
      await s.call(api.clan.invite, { token: lead.token, body: { playerId: p.playerId } });
    const answers = await Promise.all(
      invited.map((p) => s.call(api.clan.accept, { token: p.token, body: { clanId } })),
    );
    const joined = answers.filter((a) => a.status === 200);
    expect(joined).toHaveLength(9);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body).toMatchObject({ code: 'CLAN_FULL', message: 'В КЛАНЕ МАКСИМУМ УЧАСТНИКОВ' });
    const db = s.testDb.db.kysely;
    const clan = await db
      .selectFrom('clan')
      .select(['members', 'member_cap'])
      .where('id', '=', clanId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('clan_member')
      .select('player_id')
      .where('clan_id', '=', clanId)
      .execute();
    expect(clan).toEqual({ members: 10, member_cap: 10 });
    expect(rows).toHaveLength(10);
    const inClan = await db
      .selectFrom('player')
      .select('id')
      .where('clan_id', '=', clanId)
      .execute();
    expect(inClan).toHaveLength(10);
  });

  it('officers acting on each other at once end with one consistent clan', async () => {
    const db = s.testDb.db.kysely;
    for (let round = 0; round < 5; round++) {
      const lead = await clanPlayer(s);
      const clanId = await foundClan(s, lead.token, `Feud ${round}`);
      const [d1, d2, r1, r2] = await players(4);
      await seat(s, clanId, [
        { playerId: d1!.playerId, rank: 'DEPUTY_LEADER' },
        { playerId: d2!.playerId, rank: 'DEPUTY_LEADER' },
        { playerId: r1!.playerId, rank: 'REPRESENTATIVE' },
        { playerId: r2!.playerId, rank: 'REPRESENTATIVE' },
      ]);
      await db
        .updateTable('clan_member')
        .set({ merit: 5 })
        .where('player_id', '=', d1!.playerId)
        .execute();
      await Promise.all([
        s.call(api.clan.resign, { token: lead.token }),
        s.call(api.clan.leave, { token: d1!.token }),
        s.call(api.clan.participantAction, {
          token: d2!.token,
          body: { playerId: r1!.playerId, type: 'KICK' },
        }),
        s.call(api.clan.participantAction, {
          token: lead.token,
          body: { playerId: d2!.playerId, type: 'DEMOTE' },
        }),
        s.call(api.clan.participantAction, {
          token: r1!.token,
          body: { playerId: r2!.playerId, type: 'KICK' },
        }),
        s.call(api.clan.participantAction, {
          token: d2!.token,
          body: { playerId: r2!.playerId, type: 'DEMOTE' },
        }),
      ]);
      const clan = await db
        .selectFrom('clan')
        .selectAll()
        .where('id', '=', clanId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('clan_member')
        .selectAll()
        .where('clan_id', '=', clanId)
        .execute();
      const leaders = rows.filter((r) => r.rank === 'LEADER');
      expect(leaders).toHaveLength(1);
      expect(Number(clan.leader_id)).toBe(Number(leaders[0]!.player_id));
      expect(clan.members).toBe(rows.length);
      const inClan = await db
        .selectFrom('player')
        .select('id')
        .where('clan_id', '=', clanId)
        .execute();
      expect(inClan.map((p) => Number(p.id)).sort()).toEqual(
        rows.map((r) => Number(r.player_id)).sort(),
      );
    }
  });
});
