/**
 * The tasks' counts on a player answer (ARCHITECTURE.md, "Changed on 2026-12-01"): a player who
 * has done DEEDS deeds today, and 100 a day through a 31-day event window, on SQLite and then on
 * PostgreSQL (TASK_ENGINES=sqlite,postgres). Times what a player answer reads for the daily and
 * the event tasks, the kept counts (`task_count`, one row per deed and period) beside the baseline
 * measured in the same run: counting the ledger's operations of the same periods, as every player
 * answer did before. Prints p50 and p99 of ROUNDS reads each, and the whole player answer for scale.
 *   npm run bench:tasks      (TASK_DEEDS=10,100,1000 TASK_ROUNDS=300 by default)
 */
import { loadavg } from 'node:os';
import { eventWindowsAt, taskDay, taskDayStart, type TaskCounter } from '@heroroad/rules';
import type { Engine } from '../packages/server/src/db/engine.js';
import {
  addCounts,
  countsIn,
  ledgerCounts,
  periodsAt,
} from '../packages/server/src/story/counts.js';
import { createTestDb } from '../packages/server/test/db.js';
import { startTestServer } from '../packages/server/test/harness.js';

const ENGINES = (process.env.TASK_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const DEEDS = (process.env.TASK_DEEDS ?? '10,100,1000').split(',').map(Number);
const ROUNDS = Number(process.env.TASK_ROUNDS ?? 300);
const DAY = 24 * 3600_000;
/** 1 June 2026, 15:00 in Moscow: the last days of the birthday's window (4 May to 4 June). */
const NOW = Date.UTC(2026, 5, 1, 12);
const DEEDS_A_DAY_BEFORE = 100;
const KINDS: readonly [string, TaskCounter][] = [
  ['place:1', 'TAKE_PLACES'],
  ['restore', 'RESTORE_HEALTH'],
  ['hero-level', 'LEVEL_UP'],
];

/** Counts written out in one order, to compare. */
const flat = (c: object) => JSON.stringify(Object.entries(c).sort());
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

async function timed(read: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await read();
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await read();
    ms.push(performance.now() - t);
  }
  return { p50: +pct(ms, 0.5).toFixed(3), p99: +pct(ms, 0.99).toFixed(3) };
}

const [window] = eventWindowsAt(NOW);
if (window === undefined) throw new Error('the bench needs an open event window at NOW');
const day = taskDayStart(taskDay(NOW));
console.log(
  `load average ${loadavg()[0]!.toFixed(2)}; ${ROUNDS} reads each; the event window began ${((NOW - window) / DAY).toFixed(1)} days before`,
);
const rows: Record<string, string | number>[] = [];
for (const engine of ENGINES) {
  const testDb = await createTestDb(engine);
  const s = await startTestServer({ testDb });
  s.clock.set(NOW);
  const db = testDb.db.kysely;
  try {
    for (const today of DEEDS) {
      const p = await s.player();
      // The window's earlier days at 100 deeds each, then today's: ledger rows and their counts.
      const times: number[] = [];
      for (let at = window; at < day; at += DAY / DEEDS_A_DAY_BEFORE) times.push(Math.floor(at));
      for (let i = 0; i < today; i++) times.push(day + Math.floor((i * (NOW - day)) / today));
      for (let i = 0; i < times.length; i += 500) {
        const page = times.slice(i, i + 500).map((at, j) => {
          const [reason] = KINDS[(i + j) % KINDS.length]!;
          return {
            idempotency_key: `bench:${p.playerId}:${i + j}`,
            player_id: p.playerId,
            reason,
            deltas: '{}',
            balances: '{}',
            created_at: at,
          };
        });
        await db.insertInto('ledger_operation').values(page).execute();
      }
      for (const [k, at] of times.entries()) {
        await addCounts(db, p.playerId, KINDS[k % KINDS.length]![1], periodsAt(at), 1);
      }
      const sameIn = async (from: number) =>
        flat(await countsIn(db, p.playerId, from)) ===
        flat(await ledgerCounts(db, p.playerId, from, NOW + 1));
      const same = (await sameIn(day)) && (await sameIn(window));
      if (!same) throw new Error('the kept counts differ from the ledger');
      const ledger = await timed(async () => {
        await ledgerCounts(db, p.playerId, day, NOW + 1);
        await ledgerCounts(db, p.playerId, window, NOW + 1);
      });
      const kept = await timed(async () => {
        await countsIn(db, p.playerId, day);
        await countsIn(db, p.playerId, window);
      });
      const answer = await timed(() => s.server.services.players.current(p.playerId));
      rows.push({
        engine,
        'deeds today': today,
        'in the window': times.length,
        'ledger p50 ms': ledger.p50,
        'ledger p99 ms': ledger.p99,
        'kept p50 ms': kept.p50,
        'kept p99 ms': kept.p99,
        'player answer p50 ms': answer.p50,
        'player answer p99 ms': answer.p99,
      });
    }
  } finally {
    await s.close();
  }
}
console.table(rows);
