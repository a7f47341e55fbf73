import { api, type BattleStatusDto } from '@heroroad/protocol';
import { MULTI } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

// Thursday 26 Nov 2026, 12:00 Moscow.
const clock = manualClock(Date.UTC(2026, 10, 26, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('duels.test') });
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

async function duellist(level = 10) {
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, { level });
  return g;
}

const board = (token: string) => s.call(api.battle.duelBoard, { token });

/** Plays the side whose turn it is with the hint, until the battle ends. */
async function fight(
  host: { token: string },
  joiner: { token: string },
  first: BattleStatusDto,
): Promise<BattleStatusDto> {
  let status = first;
  for (let i = 0; i < 600 && status.battleState === 'IN_PROGRESS'; i++) {
    // Each player sees their own side as team 0: whoever's turn it is sees turningTeam 0.
    const side = status.turningTeam === 0 ? joiner : host;
    const hint = await s.call(api.battle.ask, { token: side.token });
    expect(hint.status).toBe(200);
    const r = await s.call(api.battle.hit, { token: side.token, body: { ...hint.body.ask! } });
    expect(r.status).toBe(200);
    // Back to the joiner's view, as the loop keeps it.
    status =
      side === joiner
        ? r.body
        : (await s.call(api.battle.movesSublist, { token: joiner.token, body: { offset: 0 } }))
            .body;
  }
  return status;
}

describe('duels (MULTI battles)', () => {
  it('opens a challenge, lets another take it up, plays both sides and pays the winner once', async () => {
    const host = await duellist();
    const joiner = await duellist();
    const opened = await s.call(api.battle.duelOpen, { token: host.token });
    expect(opened.status).toBe(200);
    const duelId = opened.body.mine!.id;
    expect((await s.call(api.battle.duelOpen, { token: host.token })).body.mine!.id).toBe(duelId);
    const seen = await board(joiner.token);
    expect(seen.body.open.map((d) => d.id)).toContain(duelId);
    expect(seen.body.mine).toBeNull();

    const joined = await s.call(api.battle.duelJoin, { token: joiner.token, body: { duelId } });
    expect(joined.status).toBe(200);
    const start = joined.body;
    expect(start.battle.kind).toBe('MULTI');
    // The joiner sees their own squad as team 0 and waits: the challenger moves first.
    expect(start.turningTeam).toBe(1);
    const hostView = (
      await s.call(api.battle.movesSublist, { token: host.token, body: { offset: 0 } })
    ).body;
    expect(hostView.turningTeam).toBe(0);
    expect(hostView.battle.id).toBe(start.battle.id);
    const mineForHost = hostView.battle.creatures.filter((c) => c.team === 0).map((c) => c.id);
    expect(start.battle.creatures.filter((c) => c.team === 1).map((c) => c.id)).toEqual(
      mineForHost,
    );
    // Out of turn, and a second taker, are refused.
    expect((await s.call(api.battle.skip, { token: joiner.token, body: {} })).body).toMatchObject({
      code: 'NOT_YOUR_TURN',
    });
    const late = await duellist();
    const again = await s.call(api.battle.duelJoin, { token: late.token, body: { duelId } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('DUEL_NOT_FOUND');
    // Anyone may watch it, from the challenger's side.
    const live = (await board(late.token)).body.live.find((d) => d.battleId === start.battle.id);
    expect(live).toBeDefined();
    const watched = await s.call(api.battle.duelWatch, {
      token: late.token,
      query: { battleId: start.battle.id },
    });
    expect(watched.status).toBe(200);
    expect(watched.body.status.turningTeam).toBe(0);

    const end = await fight(host, joiner, start);
    expect(end.battleState).toBe('COMPLETED');
    const gold = async (id: number) =>
      Number(
        (
          await db()
            .selectFrom('player')
            .select('gold')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).gold,
      );
    const before = { host: await gold(host.playerId), joiner: await gold(joiner.playerId) };
    const doneHost = await s.call(api.battle.complete, { token: host.token });
    const doneJoiner = await s.call(api.battle.complete, { token: joiner.token });
    expect(doneHost.status).toBe(200);
    expect(doneJoiner.status).toBe(200);
    const hostWon = doneHost.body.status.winnerReward !== null;
    expect(doneJoiner.body.status.winnerReward !== null).toBe(!hostWon);
    const [winner, loser] = hostWon ? (['host', 'joiner'] as const) : (['joiner', 'host'] as const);
    const after = { host: await gold(host.playerId), joiner: await gold(joiner.playerId) };
    expect(after[winner]).toBeGreaterThan(before[winner]);
    // A duel costs the loser nothing, and both results say so: no gold lost, no one fallen.
    expect(after[loser]).toBe(before[loser]);
    for (const done of [doneHost, doneJoiner]) {
      expect(done.body.status.looserPenalty).toBeNull();
      expect(done.body.status.healthPenalty).toEqual([]);
    }
    // Completing again finds no battle and pays nothing more.
    const twice = await s.call(api.battle.complete, { token: host.token });
    expect(twice.body.code).toBe('NO_BATTLE');
    expect(await gold(host.playerId)).toBe(after.host);
  });

  it(`pays at most ${MULTI.paidWinsPerDay} won duels a day`, async () => {
    const host = await duellist();
    const joiner = await duellist();
    for (let n = 0; n < MULTI.paidWinsPerDay + 1; n++) {
      await s.call(api.battle.duelOpen, { token: host.token });
      const duelId = (await board(host.token)).body.mine!.id;
      const joined = await s.call(api.battle.duelJoin, { token: joiner.token, body: { duelId } });
      expect(joined.status).toBe(200);
      // The joiner gives up at once: the challenger wins.
      expect((await s.call(api.battle.giveUp, { token: joiner.token })).body.battleState).toBe(
        'COMPLETED',
      );
      await s.call(api.battle.complete, { token: joiner.token });
      const before = await db()
        .selectFrom('player')
        .select('gold')
        .where('id', '=', host.playerId)
        .executeTakeFirstOrThrow();
      const done = await s.call(api.battle.complete, { token: host.token });
      expect(done.status).toBe(200);
      const paid = Number(done.body.player.gold) > Number(before.gold);
      expect(paid, `win ${n + 1}`).toBe(n < MULTI.paidWinsPerDay);
    }
  });

  it('refuses low levels and own challenges; taking up another withdraws your own; withdrawn and stale challenges go', async () => {
    const low = await duellist(MULTI.minLevel - 1);
    const r = await s.call(api.battle.duelOpen, {
      token: low.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'DUEL_LEVEL',
      message: 'Поединки открываются с 8-го уровня',
    });
    const host = await duellist();
    const duelId = (await s.call(api.battle.duelOpen, { token: host.token })).body.mine!.id;
    const own = await s.call(api.battle.duelJoin, { token: host.token, body: { duelId } });
    expect(own.body.code).toBe('DUEL_OWN');
    // The challenger went into another battle meanwhile: taking the duel up is refused whole.
    const other = await duellist();
    const otherDuel = (await s.call(api.battle.duelOpen, { token: other.token })).body.mine!.id;
    const third = await duellist();
    expect(
      (await s.call(api.battle.duelJoin, { token: host.token, body: { duelId: otherDuel } }))
        .status,
    ).toBe(200);
    const busy = await s.call(api.battle.duelJoin, { token: third.token, body: { duelId } });
    // Taking up another's duel withdrew the host's own challenge first.
    expect(busy.body.code).toBe('DUEL_NOT_FOUND');
    const thirdRow = await db()
      .selectFrom('player')
      .select('battle_id')
      .where('id', '=', third.playerId)
      .executeTakeFirstOrThrow();
    expect(thirdRow.battle_id).toBeNull();
    // Withdrawing.
    const w = await duellist();
    expect((await s.call(api.battle.duelOpen, { token: w.token })).body.mine).not.toBeNull();
    expect((await s.call(api.battle.duelCancel, { token: w.token })).body.mine).toBeNull();
    // A challenge left open past its time is gone from the board.
    const stale = await duellist();
    const staleId = (await s.call(api.battle.duelOpen, { token: stale.token })).body.mine!.id;
    clock.advance(MULTI.openForMs + 1);
    expect((await board(w.token)).body.open.map((d) => d.id)).not.toContain(staleId);
    const gone = await s.call(api.battle.duelJoin, { token: w.token, body: { duelId: staleId } });
    expect(gone.body.code).toBe('DUEL_NOT_FOUND');
  });

  it('refuses a challenger busy in another battle when the duel is taken up', async () => {
    const host = await duellist();
    const joiner = await duellist();
    const duelId = (await s.call(api.battle.duelOpen, { token: host.token })).body.mine!.id;
    // The challenger is fighting (a battle of their own) when someone takes the duel up.
    const rival = await duellist();
    const rivalDuel = (await s.call(api.battle.duelOpen, { token: rival.token })).body.mine!.id;
    const viewer = await duellist();
    await s.call(api.battle.duelJoin, { token: viewer.token, body: { duelId: rivalDuel } });
    await db()
      .updateTable('player')
      .set({
        battle_id: (
          await db()
            .selectFrom('player')
            .select('battle_id')
            .where('id', '=', rival.playerId)
            .executeTakeFirstOrThrow()
        ).battle_id,
      })
      .where('id', '=', host.playerId)
      .execute();
    const r = await s.call(api.battle.duelJoin, { token: joiner.token, body: { duelId } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('DUEL_HOST_BUSY');
    const row = await db()
      .selectFrom('player')
      .select('battle_id')
      .where('id', '=', joiner.playerId)
      .executeTakeFirstOrThrow();
    expect(row.battle_id).toBeNull();
    expect((await board(joiner.token)).body.open.map((d) => d.id)).toContain(duelId);
  });
});
