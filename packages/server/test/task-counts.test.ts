import { eventWindowsAt, taskDay, taskDayStart } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerKey } from '../src/economy/keys.js';
import { countsIn, ledgerCounts, type Counts } from '../src/story/counts.js';
import { storyMigrations, TASK_COUNT_BACKFILL_MS } from '../src/story/migrations.js';
import { startTestServer, type TestServer } from './harness.js';
import { TEST_ENGINE } from './db.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;
const HOUR = 3600_000;
/** 29 October 2026, 12:00 in Moscow: Halloween's window is open (28-30 October). */
const HALLOWEEN = Date.UTC(2026, 9, 29, 9);
const dayOf = (t: number) => taskDayStart(taskDay(t));

/** A deed of `reason` paid under its own key, in the player's change at the clock's time. */
function deed(playerId: number, reason: string, id: string) {
  return s.server.kernel.players.withPlayer(playerId, (u) =>
    u.wallet.grant({ GOLD: 1 }, { reason, key: ledgerKey('counts', reason.replace(':', '_'), id) }),
  );
}

/** The counts kept, and those counted from the ledger over the same period, side by side. */
async function both(playerId: number, from: number, to: number): Promise<[Counts, Counts]> {
  return [await countsIn(db(), playerId, from), await ledgerCounts(db(), playerId, from, to)];
}

describe("the tasks' counts kept with the ledger", () => {
  it('counts a deed once, in its task day and the event window open then, as the ledger does', async () => {
    const p = await s.player();
    s.clock.set(HALLOWEEN);
    const [halloween] = eventWindowsAt(HALLOWEEN);
    expect(halloween).toBeDefined();
    await deed(p.playerId, 'restore', '1');
    await deed(p.playerId, 'place:17', '2');
    await deed(p.playerId, 'hero-level', '3');
    await deed(p.playerId, 'shop:potion', '4'); // counts towards no task
    // The same key again moves nothing and counts nothing.
    await deed(p.playerId, 'restore', '1');
    const day = dayOf(HALLOWEEN);
    const [kept, ledger] = await both(p.playerId, day, day + 24 * HOUR);
    expect(kept).toEqual({ RESTORE_HEALTH: 1, TAKE_PLACES: 1, LEVEL_UP: 1 });
    expect(kept).toEqual(ledger);
    expect(await countsIn(db(), p.playerId, halloween!)).toEqual(kept);

    // 04:59 in Moscow the next morning still belongs to this task day; 05:00 starts the next.
    s.clock.set(day + 24 * HOUR - 1);
    await deed(p.playerId, 'restore', '5');
    s.clock.set(day + 24 * HOUR);
    await deed(p.playerId, 'restore', '6');
    expect(await countsIn(db(), p.playerId, day)).toMatchObject({ RESTORE_HEALTH: 2 });
    expect(await countsIn(db(), p.playerId, day + 24 * HOUR)).toEqual({ RESTORE_HEALTH: 1 });
    // The window gathers both days; after the window, a deed counts in its day alone.
    const end = halloween! + 3 * 24 * HOUR;
    const [window, windowLedger] = await both(p.playerId, halloween!, end);
    expect(window).toEqual({ RESTORE_HEALTH: 3, TAKE_PLACES: 1, LEVEL_UP: 1 });
    expect(window).toEqual(windowLedger);
    const after = end + 6 * HOUR; // 31 October, 06:00 in Moscow: a task day of its own
    s.clock.set(after);
    await deed(p.playerId, 'everyday', '7');
    expect(eventWindowsAt(after)).toEqual([]);
    expect(await countsIn(db(), p.playerId, halloween!)).toEqual(window);
    expect(await countsIn(db(), p.playerId, dayOf(after))).toEqual({ EVERYDAY: 1 });
  });

  it('keeps no count of a change that failed', async () => {
    const p = await s.player();
    s.clock.set(HALLOWEEN);
    await expect(
      s.server.kernel.players.withPlayer(p.playerId, async (u) => {
        await u.wallet.grant({ GOLD: 1 }, { reason: 'restore', key: ledgerKey('counts', 'fail') });
        throw new Error('the change fails after the grant');
      }),
    ).rejects.toThrow('the change fails');
    expect(await countsIn(db(), p.playerId, dayOf(HALLOWEEN))).toEqual({});
  });

  it('are filled from the ledger by the migration that brings them, and go with it', async () => {
    const p = await s.player();
    s.clock.set(HALLOWEEN);
    await deed(p.playerId, 'restore', 'm1');
    await deed(p.playerId, 'place:3', 'm2');
    // Older than the fill reaches back: its period has long closed.
    const old = HALLOWEEN - TASK_COUNT_BACKFILL_MS - 2 * 24 * HOUR;
    s.clock.set(old);
    await deed(p.playerId, 'restore', 'm3');
    const day = dayOf(HALLOWEEN);
    const before = await countsIn(db(), p.playerId, day);
    expect(before).toEqual({ RESTORE_HEALTH: 1, TAKE_PLACES: 1 });

    const migration = storyMigrations['2026-12-01_story_task_counts'](TEST_ENGINE);
    await migration.down!(db());
    await expect(countsIn(db(), p.playerId, day)).rejects.toThrow();
    await migration.up(db());
    // Every player's recent deeds come back, the same as they were kept.
    expect(await countsIn(db(), p.playerId, day)).toEqual(before);
    expect(await countsIn(db(), p.playerId, eventWindowsAt(HALLOWEEN)[0]!)).toEqual(before);
    expect(await countsIn(db(), p.playerId, dayOf(old))).toEqual({});
  });
});
