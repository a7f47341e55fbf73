import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_BATCH, RETENTION_MS } from '../src/jobs/retention.js';
import { startTestServer, type TestServer } from './harness.js';

const DAY = 24 * 3600 * 1000;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;
const prune = (domain: string, tick: number) =>
  s.server.kernel.jobs.get(`${domain}.prune`)!.run(tick);
const pruned = async () =>
  Object.fromEntries(
    (await s.server.kernel.metrics.rowsPruned.get()).values.map((v) => [v.labels.table, v.value]),
  );

describe('the daily prune of tables that only grow', () => {
  it('drops chat lines past their month, in batches, and keeps the recent ones', async () => {
    const p = await s.player();
    const tick = s.clock();
    const line = (created_at: number, text: string) => ({
      room: 'MAIN',
      clan_id: null,
      author_id: p.playerId,
      author_name: p.name,
      author_level: 1,
      author_role: 'PLAYER',
      to_id: null,
      to_name: null,
      text,
      created_at,
      deleted_at: null,
      deleted_by: null,
    });
    const old = tick - RETENTION_MS.chat - 1;
    // More than one batch of old lines, so the job must come back for the rest.
    const olds = Array.from({ length: PRUNE_BATCH + 37 }, (_, i) => line(old - i, `old ${i}`));
    for (let i = 0; i < olds.length; i += 500) {
      await db()
        .insertInto('chat_message')
        .values(olds.slice(i, i + 500))
        .execute();
    }
    await db()
      .insertInto('chat_message')
      .values([line(tick - RETENTION_MS.chat + DAY, 'recent'), line(tick, 'now')])
      .execute();
    await prune('social', tick);
    const left = await db()
      .selectFrom('chat_message')
      .select('text')
      .where('author_id', '=', p.playerId)
      .execute();
    expect(left.map((r) => r.text).sort()).toEqual(['now', 'recent']);
    expect((await pruned()).chat_message).toBe(PRUNE_BATCH + 37);
    // A retried tick removes nothing more.
    await prune('social', tick);
    expect(
      await db()
        .selectFrom('chat_message')
        .select('id')
        .where('author_id', '=', p.playerId)
        .execute(),
    ).toHaveLength(2);
  });

  it('drops read notifications after a month, unread after three, and offers a week past their end', async () => {
    const p = await s.player();
    const tick = s.clock();
    const note = (text: string, created_at: number, read_at: number | null) => ({
      player_id: p.playerId,
      kind: 'NEWS',
      text,
      created_at,
      read_at,
    });
    await db()
      .insertInto('notification')
      .values([
        note('read, old', tick - RETENTION_MS.readNotification - 1, tick - 40 * DAY),
        note('read, recent', tick - DAY, tick - DAY),
        note('unread, two months', tick - 60 * DAY, null),
        note('unread, too old', tick - RETENTION_MS.unreadNotification - 1, null),
      ])
      .execute();
    const offer = (offer_type: string, expires_at: number | null) => ({
      player_id: p.playerId,
      offer_type,
      viewed: 0,
      expires_at,
      created_at: tick - 60 * DAY,
    });
    await db()
      .insertInto('offer')
      .values([
        offer('ended long ago', tick - RETENTION_MS.expiredOffer - 1),
        offer('ended yesterday', tick - DAY),
        offer('open', null),
      ])
      .execute();
    await prune('player', tick);
    const notes = await db()
      .selectFrom('notification')
      .select('text')
      .where('player_id', '=', p.playerId)
      .execute();
    expect(notes.map((n) => n.text).sort()).toEqual(['read, recent', 'unread, two months']);
    const offers = await db()
      .selectFrom('offer')
      .select('offer_type')
      .where('player_id', '=', p.playerId)
      .execute();
    expect(offers.map((o) => o.offer_type).sort()).toEqual(['ended yesterday', 'open']);
  });

  it("drops a month-old road battle but keeps duels, the arena's and a player's current battle", async () => {
    const p = await s.player();
    const tick = s.clock();
    const old = tick - RETENTION_MS.finishedBattle - 1;
    const battle = async (kind: string, finalized: number, updated_at: number) =>
      (
        await db()
          .insertInto('battle')
          .values({
            player_id: p.playerId,
            kind,
            place_id: null,
            context_id: 0,
            opponent_id: null,
            status: finalized ? 'COMPLETED' : 'IN_PROGRESS',
            state: '{}',
            version: 1,
            finalized,
            created_at: updated_at,
            updated_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const gone = await battle('MOB', 1, old);
    const recent = await battle('MOB', 1, tick - DAY);
    const unfinished = await battle('MOB', 0, old);
    const current = await battle('MOB', 1, old);
    const duel = await battle('MULTI', 1, old);
    const arena = await battle('ARENA', 1, old);
    await db()
      .updateTable('player')
      .set({ battle_id: current })
      .where('id', '=', p.playerId)
      .execute();
    // Their move logs go with them.
    for (const id of [gone, recent]) {
      await db()
        .insertInto('battle_move')
        .values({ battle_id: id, last: 1, moves: '[]' })
        .execute();
    }
    await prune('battle', tick);
    const logs = await db()
      .selectFrom('battle_move')
      .select('battle_id')
      .where('battle_id', 'in', [gone, recent])
      .execute();
    expect(logs.map((r) => r.battle_id)).toEqual([recent]);
    const left = await db()
      .selectFrom('battle')
      .select('id')
      .where('player_id', '=', p.playerId)
      .execute();
    expect(left.map((b) => b.id).sort((a, b) => a - b)).toEqual([
      recent,
      unfinished,
      current,
      duel,
      arena,
    ]);
    expect(left.map((b) => b.id)).not.toContain(gone);
  });

  it("drops the tasks' counts of periods that began over 40 days ago, in batches", async () => {
    const p = await s.player();
    const tick = s.clock();
    const old = tick - RETENTION_MS.taskCount - 1;
    const count = (period_start: number, counter: string) => ({
      player_id: p.playerId,
      period_start,
      counter,
      n: 1,
    });
    // More than one batch of old rows, so the job must come back for the rest.
    const olds = Array.from({ length: PRUNE_BATCH + 37 }, (_, i) => count(old - i, 'TAKE_PLACES'));
    for (let i = 0; i < olds.length; i += 500) {
      await db()
        .insertInto('task_count')
        .values(olds.slice(i, i + 500))
        .execute();
    }
    // The longest event window (32 days) still open keeps its count.
    const recent = tick - 32 * DAY;
    await db()
      .insertInto('task_count')
      .values([count(recent, 'RESTORE_HEALTH'), count(tick, 'EVERYDAY')])
      .execute();
    await prune('story', tick);
    const left = await db()
      .selectFrom('task_count')
      .select(['period_start', 'counter'])
      .where('player_id', '=', p.playerId)
      .execute();
    expect(left.map((r) => r.counter).sort()).toEqual(['EVERYDAY', 'RESTORE_HEALTH']);
    expect((await pruned()).task_count).toBe(PRUNE_BATCH + 37);
  });

  it('drops browser error reports after two weeks', async () => {
    const tick = s.clock();
    const log = (message: string, at: number) => ({
      at,
      player_id: null,
      domain: 'test.prune',
      message,
      user_agent: null,
    });
    await db()
      .insertInto('client_log')
      .values([log('old', tick - RETENTION_MS.clientLog - 1), log('recent', tick - DAY)])
      .execute();
    await prune('tech', tick);
    const left = await db()
      .selectFrom('client_log')
      .select('message')
      .where('domain', '=', 'test.prune')
      .execute();
    expect(left.map((r) => r.message)).toEqual(['recent']);
  });
});
