import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';

const COLUMNS = `id, player_id, kind, place_id, context_id, opponent_id, status, version, finalized,
  created_at, updated_at, state`;

/**
 * SQLite keeps a row's columns in order in one record, and a battle's state (kilobytes of JSON)
 * spills into overflow pages: reading `version` or `finalized`, which stood after it, walked those
 * pages on every hint and hit. The table is rebuilt with the state last (SQLite cannot reorder
 * columns in place), keeping every id and the id sequence. PostgreSQL stores large values apart
 * from the row already, so it needs nothing.
 */
export const battleStateLast: EngineMigration = (engine) => ({
  async up(db) {
    if (engine !== 'sqlite') return;
    const seq = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'battle'`.execute(db);
    await sql`create table battle_next (
      id integer primary key autoincrement,
      player_id bigint not null references player (id) on delete cascade,
      kind text not null,
      place_id bigint,
      context_id integer not null,
      opponent_id bigint,
      status text not null,
      version integer not null,
      finalized integer not null,
      created_at bigint not null,
      updated_at bigint not null,
      state text not null
    )`.execute(db);
    await sql.raw(`insert into battle_next (${COLUMNS}) select ${COLUMNS} from battle`).execute(db);
    await sql`drop table battle`.execute(db);
    await sql`alter table battle_next rename to battle`.execute(db);
    await sql`create index battle_player on battle (player_id, id)`.execute(db);
    // Ids of battles that are gone must not be handed out again.
    const last = seq.rows[0]?.seq;
    if (last !== undefined) {
      await sql`update sqlite_sequence set seq = max(seq, ${last}) where name = 'battle'`.execute(
        db,
      );
      await sql`insert into sqlite_sequence (name, seq)
        select 'battle', ${last} where not exists
        (select 1 from sqlite_sequence where name = 'battle')`.execute(db);
    }
  },
  async down() {
    // Column order carries no meaning to the code: nothing to undo.
  },
});
