import type { Move } from '@heroroad/rules';
import type { AnyDb, EngineMigration } from '../db/migrations/helpers.js';

/** Battles rewritten per read while moving the moves out of their states. */
const PAGE = 200;

type StoredState = Record<string, unknown> & { moves?: Move[]; moveCount?: number };

/**
 * The battle's moves leave its state for a log beside it (move-log.ts): a version 1 state held
 * every move so far, and each command copied and wrote all of them again. Each stored battle's
 * moves become one row of the log, and its state keeps only their count (version 2).
 */
const moveLog: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('battle_move')
      .addColumn('battle_id', 'bigint', (c) =>
        c.notNull().references('battle.id').onDelete('cascade'),
      )
      .addColumn('last', 'integer', (c) => c.notNull())
      .addColumn('moves', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('battle_move_pk', ['battle_id', 'last'])
      .execute();
    await eachBattle(db, async (id, state) => {
      if (!Array.isArray(state.moves)) return null;
      const { moves, ...rest } = state;
      if (moves.length > 0) {
        await db
          .insertInto('battle_move')
          .values({ battle_id: id, last: moves.length, moves: JSON.stringify(moves) })
          .execute();
      }
      return { ...rest, version: 2, moveCount: moves.length };
    });
  },
  async down(db) {
    await eachBattle(db, async (id, state) => {
      if (typeof state.moveCount !== 'number') return null;
      const rows = (await db
        .selectFrom('battle_move')
        .select(['last', 'moves'])
        .where('battle_id', '=', id)
        .orderBy('last')
        .execute()) as { last: number; moves: string }[];
      const moves = rows.flatMap((r) => JSON.parse(r.moves) as Move[]);
      const { moveCount: _count, ...rest } = state;
      return { ...rest, version: 1, moves };
    });
    await db.schema.dropTable('battle_move').ifExists().execute();
  },
});

/** Rewrites every battle's state by `change` (null: left as it is), a page at a time. */
async function eachBattle(
  db: AnyDb,
  change: (id: number, state: StoredState) => Promise<StoredState | null>,
): Promise<void> {
  for (let after = 0; ;) {
    const page = (await db
      .selectFrom('battle')
      .select(['id', 'state'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as { id: number | string; state: string }[];
    if (page.length === 0) return;
    for (const r of page) {
      const id = Number(r.id);
      const next = await change(id, JSON.parse(r.state) as StoredState);
      if (next !== null) {
        await db
          .updateTable('battle')
          .set({ state: JSON.stringify(next) })
          .where('id', '=', id)
          .execute();
      }
      after = id;
    }
  }
}

export const battleMoveLogMigrations = { '2026-12-01_battle_move_log': moveLog };
