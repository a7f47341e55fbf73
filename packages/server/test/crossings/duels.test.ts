import { api } from '@heroroad/protocol';
import { MULTI } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { walletChangeSince, walletMark } from '../books.js';
import { guestWithHero } from '../game.js';
import type { TestServer } from '../harness.js';
import { setPlayer } from '../social.js';
import { CROSSINGS_START, noFaults, pairs, ring, startCrossingsServer } from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.duels');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('duels taken up across pairs and around a ring at once', async () => {
    const n = 6;
    const ps = await Promise.all(
      Array.from({ length: n }, async () => {
        const g = await guestWithHero(s);
        await setPlayer(s, g.playerId, { level: MULTI.minLevel + 5 });
        return g;
      }),
    );
    const marks = await Promise.all(ps.map((p) => walletMark(s, p.playerId)));
    for (const links of [pairs(n), ring(n)]) {
      const opened = await Promise.all(
        ps.map((p) => s.call(api.battle.duelOpen, { token: p.token })),
      );
      noFaults(opened);
      const duelOf = opened.map((o) => o.body.mine!.id);
      const joined = await Promise.all(
        links.map(([from, to]) =>
          s.call(api.battle.duelJoin, { token: ps[from]!.token, body: { duelId: duelOf[to]! } }),
        ),
      );
      noFaults(joined);
      expect(joined.some((j) => j.status === 200)).toBe(true);
      // Each player is in at most one battle, and each started duel holds exactly two players.
      const rows = await db()
        .selectFrom('player')
        .select(['id', 'battle_id'])
        .where(
          'id',
          'in',
          ps.map((p) => p.playerId),
        )
        .execute();
      const inBattle = rows.filter((r) => r.battle_id !== null);
      const perBattle = new Map<number, number>();
      for (const r of inBattle)
        perBattle.set(Number(r.battle_id), (perBattle.get(Number(r.battle_id)) ?? 0) + 1);
      for (const count of perBattle.values()) expect(count).toBe(2);
      expect(perBattle.size).toBe(joined.filter((j) => j.status === 200).length);
      // Everyone in a battle gives up or completes; gold moves only through the ledger.
      const ended = await Promise.all(
        ps.map(async (p, i) => {
          if (!rows.find((r) => r.id === p.playerId)?.battle_id) return { status: 200, body: null };
          if (i % 2 === 0) await s.call(api.battle.giveUp, { token: p.token });
          return s.call(api.battle.complete, { token: p.token });
        }),
      );
      noFaults(ended);
      await Promise.all(ps.map((p) => s.call(api.battle.complete, { token: p.token })));
      await Promise.all(ps.map((p) => s.call(api.battle.duelCancel, { token: p.token })));
    }
    let paid = 0;
    for (const [i, p] of ps.entries()) {
      const { changed, explained } = await walletChangeSince(s, p.playerId, marks[i]!);
      expect(changed.GOLD).toBeCloseTo(explained.GOLD, 6);
      expect(changed.MITHRIL).toBe(explained.MITHRIL);
      paid += explained.GOLD;
    }
    // Winners were paid.
    expect(paid).toBeGreaterThan(0);
  });
});
