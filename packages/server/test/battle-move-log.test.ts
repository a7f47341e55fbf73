import type { BattleState, Move } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleMoveLogMigrations } from '../src/battle/move-log-migration.js';
import { appendMoves, movesAfter } from '../src/battle/move-log.js';
import * as battleRepo from '../src/battle/repository.js';
import * as playerRepo from '../src/player/repository.js';
import { createTestDb, TEST_ENGINE, testPlayerRow, type TestDb } from './db.js';

let t: TestDb;
let playerId: number;
beforeAll(async () => {
  t = await createTestDb();
  playerId = await playerRepo.insert(t.db.kysely, testPlayerRow('Logger'));
});
afterAll(() => t.drop());

const db = () => t.db.kysely;
/** A count no battle reaches: every read below goes to the log, whatever a state says. */
const ALL = Number.POSITIVE_INFINITY;

function move(moveNumber: number): Move {
  return {
    moveNumber,
    kind: moveNumber % 2 ? 'HIT' : 'TURN',
    team: 0,
    actorId: 1,
    targetId: -1,
    amount: moveNumber,
    healthAfter: 10,
  };
}
const moves = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => move(from + i));

async function battleWith(state: object): Promise<number> {
  const row = await db()
    .insertInto('battle')
    .values({
      player_id: playerId,
      kind: 'MOB',
      place_id: null,
      context_id: 0,
      opponent_id: null,
      status: 'IN_PROGRESS',
      state: JSON.stringify(state),
      version: 3,
      finalized: 0,
      created_at: 1,
      updated_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stateOf = async (id: number) =>
  JSON.parse(
    (await db().selectFrom('battle').select('state').where('id', '=', id).executeTakeFirstOrThrow())
      .state,
  ) as Record<string, unknown>;

describe("a battle's move log", () => {
  it('gives the moves after an offset, in order, from the rows that hold them', async () => {
    const id = await battleWith({ version: 2, moveCount: 9 });
    // Written out of order: the order comes from the moves' numbers, not from the writes.
    await appendMoves(db(), id, moves(5, 9));
    await appendMoves(db(), id, moves(1, 1));
    await appendMoves(db(), id, moves(2, 4));
    await appendMoves(db(), id, []);
    expect(await movesAfter(db(), id, ALL, 0)).toEqual(moves(1, 9));
    expect(await movesAfter(db(), id, ALL, 3)).toEqual(moves(4, 9));
    expect(await movesAfter(db(), id, ALL, 4)).toEqual(moves(5, 9));
    expect(await movesAfter(db(), id, ALL, 9)).toEqual([]);
    expect(await movesAfter(db(), id, ALL, 2.7)).toEqual(moves(3, 9));
    expect(await movesAfter(db(), id, ALL, -5)).toEqual(moves(1, 9));
    // Another battle's log is its own.
    expect(await movesAfter(db(), id + 1000, ALL, 0)).toEqual([]);
  });

  it('refuses a second row for the same last move', async () => {
    const id = await battleWith({ version: 2, moveCount: 2 });
    await appendMoves(db(), id, moves(1, 2));
    await expect(appendMoves(db(), id, moves(2, 2))).rejects.toThrow();
    expect(await movesAfter(db(), id, ALL, 0)).toEqual(moves(1, 2));
  });
});

describe(`a step saved (${TEST_ENGINE})`, () => {
  const step = (moveCount: number, added: Move[]) => ({
    state: { version: 2, status: 'IN_PROGRESS', moveCount } as unknown as BattleState,
    moves: added,
  });
  const versionOf = async (id: number) =>
    (
      await db()
        .selectFrom('battle')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).version;

  it('writes the state and appends its moves, both or neither', async () => {
    const id = await battleWith({ version: 2, moveCount: 0 });
    expect(await battleRepo.save(db(), TEST_ENGINE, id, step(2, moves(1, 2)), 3, 5)).toBe(true);
    expect(await versionOf(id)).toBe(4);
    expect(await stateOf(id)).toEqual({ version: 2, status: 'IN_PROGRESS', moveCount: 2 });
    // A write from a stale version changes nothing, its moves included.
    expect(await battleRepo.save(db(), TEST_ENGINE, id, step(3, moves(3, 3)), 3, 6)).toBe(false);
    expect(await versionOf(id)).toBe(4);
    expect(await movesAfter(db(), id, ALL, 0)).toEqual(moves(1, 2));
    // Inside a transaction of the caller's, as with a bag's change.
    const ok = await db()
      .transaction()
      .execute((trx) => battleRepo.save(trx, TEST_ENGINE, id, step(5, moves(3, 5)), 4, 7));
    expect(ok).toBe(true);
    expect(await movesAfter(db(), id, ALL, 1)).toEqual(moves(2, 5));
    expect(await stateOf(id)).toEqual({ version: 2, status: 'IN_PROGRESS', moveCount: 5 });
  });

  it('rolls the state back when its moves cannot be written', async () => {
    const id = await battleWith({ version: 2, moveCount: 1 });
    await appendMoves(db(), id, moves(1, 1));
    // A second row for move 1 is refused, and the state stays as it was with it.
    await expect(
      battleRepo.save(db(), TEST_ENGINE, id, step(1, moves(1, 1)), 3, 5),
    ).rejects.toThrow();
    expect(await versionOf(id)).toBe(3);
    expect(await stateOf(id)).toEqual({ version: 2, moveCount: 1 });
  });
});

describe(`the migration that moves the moves out of the state (${TEST_ENGINE})`, () => {
  const migration = battleMoveLogMigrations['2026-12-01_battle_move_log'](TEST_ENGINE);

  it('turns each stored history into one row of the log and the state into its count, and back', async () => {
    // Back to before the log, with battles as the server stored them then.
    await migration.down!(db());
    const old = { version: 1, id: 0, turn: 4, moves: moves(1, 7) };
    const a = await battleWith(old);
    const fresh = await battleWith({ version: 1, id: 0, turn: 0, moves: [] });
    const blank = await battleWith({});

    await migration.up(db());
    expect(await stateOf(a)).toEqual({ version: 2, id: 0, turn: 4, moveCount: 7 });
    expect(await movesAfter(db(), a, ALL, 0)).toEqual(moves(1, 7));
    expect(await stateOf(fresh)).toEqual({ version: 2, id: 0, turn: 0, moveCount: 0 });
    expect(await movesAfter(db(), fresh, ALL, 0)).toEqual([]);
    expect(await stateOf(blank)).toEqual({});

    // The battle goes on after the migration, its moves numbered on.
    await appendMoves(db(), a, moves(8, 9));
    await db()
      .updateTable('battle')
      .set({ state: JSON.stringify({ version: 2, id: 0, turn: 5, moveCount: 9 }) })
      .where('id', '=', a)
      .execute();

    await migration.down!(db());
    expect(await stateOf(a)).toEqual({ version: 1, id: 0, turn: 5, moves: moves(1, 9) });
    expect(await stateOf(fresh)).toEqual({ version: 1, id: 0, turn: 0, moves: [] });
    await migration.up(db());
    expect(await stateOf(a)).toEqual({ version: 2, id: 0, turn: 5, moveCount: 9 });
    expect(await movesAfter(db(), a, ALL, 6)).toEqual(moves(7, 9));
  });
});
