import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { books } from '../books.js';
import { clanBooks, clanPlayer, foundClan, seat } from '../clans.js';
import type { TestServer } from '../harness.js';
import { CROSSINGS_START, noFaults, startCrossingsServer } from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.clans');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('clan donations and invitations crossing between two clans at once', async () => {
    const [lead1, lead2] = await Promise.all([clanPlayer(s), clanPlayer(s)]);
    const clan1 = await foundClan(s, lead1!.token, 'Crossing East');
    const clan2 = await foundClan(s, lead2!.token, 'Crossing West');
    const members1 = await Promise.all(
      Array.from({ length: 4 }, () => clanPlayer(s, { gold: 5_000 })),
    );
    const members2 = await Promise.all(
      Array.from({ length: 4 }, () => clanPlayer(s, { gold: 5_000 })),
    );
    await seat(
      s,
      clan1,
      members1.map((m) => ({ playerId: m.playerId, rank: 'PARTICIPANT' as const })),
    );
    await seat(
      s,
      clan2,
      members2.map((m) => ({ playerId: m.playerId, rank: 'PARTICIPANT' as const })),
    );
    const free = await Promise.all(Array.from({ length: 6 }, () => clanPlayer(s)));
    const goldBefore = new Map<number, number>();
    for (const m of [...members1, ...members2])
      goldBefore.set(m.playerId, Number((await books(s, m.playerId)).row.gold));
    const budgetBefore = [
      (await clanBooks(s, clan1)).budget.gold,
      (await clanBooks(s, clan2)).budget.gold,
    ];
    // Both leaders invite every free player while both clans' members donate.
    const first = await Promise.all([
      ...free.flatMap((f) => [
        s.call(api.clan.invite, { token: lead1!.token, body: { playerId: f.playerId } }),
        s.call(api.clan.invite, { token: lead2!.token, body: { playerId: f.playerId } }),
      ]),
      ...[...members1, ...members2].flatMap((m, i) =>
        [0, 1].map((j) =>
          s.call(api.clan.donate, {
            token: m.token,
            body: { depositPortions: [{ type: 'GOLD', amount: 1_000 }], key: `cross-${i}-${j}` },
          }),
        ),
      ),
    ]);
    noFaults(first);
    expect(first.every((a) => a.status === 200)).toBe(true);
    // The invited accept one clan or the other at once, while donations go on.
    const second = await Promise.all([
      ...free.map((f, i) =>
        s.call(api.clan.accept, { token: f.token, body: { clanId: i % 2 === 0 ? clan1 : clan2 } }),
      ),
      ...[...members1, ...members2].map((m, i) =>
        s.call(api.clan.donate, {
          token: m.token,
          body: { depositPortions: [{ type: 'GOLD', amount: 1_000 }], key: `cross-${i}-2` },
        }),
      ),
    ]);
    noFaults(second);
    expect(second.every((a) => a.status === 200)).toBe(true);
    for (const [clanId, before, members] of [
      [clan1, budgetBefore[0]!, members1],
      [clan2, budgetBefore[1]!, members2],
    ] as const) {
      const b = await clanBooks(s, clanId);
      expect(b.budget.gold).toBe(before + members.length * 3 * 1_000);
      const rows = await db()
        .selectFrom('clan_member')
        .select('player_id')
        .where('clan_id', '=', clanId)
        .execute();
      const clan = await db()
        .selectFrom('clan')
        .select('members')
        .where('id', '=', clanId)
        .executeTakeFirstOrThrow();
      expect(clan.members).toBe(rows.length);
      expect(rows).toHaveLength(1 + members.length + free.length / 2);
      for (const m of members)
        expect(Number((await books(s, m.playerId)).row.gold)).toBe(
          goldBefore.get(m.playerId)! - 3_000,
        );
    }
  });
});
