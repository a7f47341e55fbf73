import type { Move } from '@heroroad/rules';
import { inOrder } from '../db/in-order.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

/**
 * A battle's moves, kept beside its state: each command's moves are written once, as one row
 * named by the number of its last move, and never rewritten. The state holds only their count
 * (`moveCount`), so a hit writes a few hundred bytes of new moves instead of the whole history.
 */

/** Appends a step's moves (none: nothing is written). Run in the transaction that saves the state. */
export async function appendMoves(
  db: Executor,
  battleId: number,
  moves: readonly Move[],
): Promise<void> {
  const last = moves.at(-1);
  if (last === undefined) return;
  await insertMoves(db, battleId, last.moveNumber, JSON.stringify(moves));
}

/**
 * The battle's moves after the first `offset`, in order: what a client that has seen `offset`
 * moves is missing. Reads only the rows that hold them, and nothing when the client has seen all
 * `moveCount` the battle has (the usual poll).
 */
export async function movesAfter(
  db: Executor,
  battleId: number,
  moveCount: number,
  offset: number,
): Promise<Move[]> {
  const seen = Math.max(0, Math.floor(offset));
  if (seen >= moveCount) return [];
  const { rows } = await rowsAfter(db, battleId, seen);
  const out: Move[] = [];
  // Sorted here, not in SQL: SQLite plans an ordered read by a bound key anew on every run.
  for (const r of inOrder(rows, 'last')) {
    for (const m of JSON.parse(r.moves) as Move[]) if (m.moveNumber > seen) out.push(m);
  }
  return out;
}

const insertMoves = reusable(
  (db, battleId: number, last: number, moves: string) =>
    db.insertInto('battle_move').values({ battle_id: battleId, last, moves }),
  [-101, -102, 'sample'],
);

const rowsAfter = reusable(
  (db, battleId: number, offset: number) =>
    db
      .selectFrom('battle_move')
      .select(['last', 'moves'])
      .where('battle_id', '=', battleId)
      .where('last', '>', offset),
  [-101, -102],
);
