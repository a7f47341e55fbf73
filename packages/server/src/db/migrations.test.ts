import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { newPlayerRow } from '../player/defaults.js';
import * as playerRepo from '../player/repository.js';
import { openDatabase } from './database.js';
import { serverMigrations } from '../migrations.js';
import { collectMigrations, forEngine } from './migrations/index.js';
import type { EngineMigration } from './migrations/helpers.js';
import { systemRandom } from '../core/random.js';

const provider = (all: Record<string, Migration>): MigrationProvider => ({
  getMigrations: () => Promise.resolve(all),
});

describe('0004: the battle state moves to the end of the row (SQLite)', () => {
  it('keeps every battle, its id and the id sequence', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const migrator = new Migrator({
        db: db.kysely,
        provider: provider(forEngine(serverMigrations(), 'sqlite')),
      });
      expect((await migrator.migrateTo('0002_road')).error).toBeUndefined();
      // A player as the schema of 0002 had it: the columns later migrations added are left out.
      const playerColumns = new Set(
        (await sql<{ name: string }>`pragma table_info(player)`.execute(db.kysely)).rows.map(
          (c) => c.name,
        ),
      );
      const asOf0002 = <T extends object>(row: T): T =>
        Object.fromEntries(Object.entries(row).filter(([k]) => playerColumns.has(k))) as T;
      const playerId = await playerRepo.insert(
        db.kysely,
        asOf0002(
          newPlayerRow({
            name: 'Migr',
            nameKey: 'migr',
            accessLevel: 'PLAYER',
            passwordHash: null,
            mailOrPhone: null,
            lang: 'RU',
            userSource: 'own',
            now: 1,
            random: systemRandom,
          }),
        ),
      );
      for (const id of [3, 9]) {
        await sql`insert into battle (id, player_id, kind, context_id, status, state, version,
          finalized, created_at, updated_at) values (${id}, ${playerId}, 'MOB', 0, 'IN_PROGRESS',
          ${`{"id":${id}}`}, 4, 0, 1, 2)`.execute(db.kysely);
      }
      // The newest battle is gone (its player was deleted, say); its id stays used.
      await sql`delete from battle where id = 9`.execute(db.kysely);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const columns = await sql<{ name: string }>`pragma table_info(battle)`.execute(db.kysely);
      expect(columns.rows.at(-1)?.name).toBe('state');
      const kept = await db.kysely.selectFrom('battle').selectAll().execute();
      expect(kept).toEqual([
        {
          id: 3,
          player_id: playerId,
          kind: 'MOB',
          place_id: null,
          context_id: 0,
          opponent_id: null,
          status: 'IN_PROGRESS',
          version: 4,
          finalized: 0,
          created_at: 1,
          updated_at: 2,
          state: '{"id":3}',
        },
      ]);
      const next = await db.kysely
        .insertInto('battle')
        .values({ ...kept[0]!, id: undefined })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(10);
      const indexes = await sql<{ name: string }>`pragma index_list(battle)`.execute(db.kysely);
      expect(indexes.rows.map((r) => r.name)).toContain('battle_player');
    } finally {
      await db.close();
    }
  });
});

describe('migrations from every domain module', () => {
  const table =
    (name: string): EngineMigration =>
    () => ({
      up: (db) => db.schema.createTable(name).addColumn('id', 'integer').execute(),
    });

  it('refuses a name declared twice', () => {
    expect(() =>
      collectMigrations([{ '2026-12-01_a_x': table('a_x') }, { '2026-12-01_a_x': table('b_x') }]),
    ).toThrow(/declared twice/);
    expect(() => collectMigrations([{ '0002_road': table('again') }])).toThrow(/declared twice/);
  });

  it("runs a domain's migration merged after another domain's newer one had run", async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const later = { '2026-12-09_clans_start': table('clan_x') };
      await db.migrate(collectMigrations([later]));
      const earlier = { '2026-12-01_arena_start': table('arena_x') };
      await db.migrate(collectMigrations([later, earlier]));
      const names = await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name in ('clan_x', 'arena_x') order by name`.execute(db.kysely);
      expect(names.rows.map((r) => r.name)).toEqual(['arena_x', 'clan_x']);
    } finally {
      await db.close();
    }
  });
});
