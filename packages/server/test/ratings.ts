import { newArenaPlayerRow } from '../src/arena/repository.js';
import { newClanRow } from '../src/clans/store.js';
import type { TestServer } from './harness.js';

/**
 * Copies of one guest with few distinct values on every rated column (so runs of ties are long),
 * each in the arena and in one of `count / 4` clans that tie on level, members and age too.
 * Answers every player's id, the guest's first.
 */
export async function seedRatings(s: TestServer, count: number): Promise<number[]> {
  const db = s.testDb.db.kysely;
  const guest = await s.trial('EN');
  const { id: _id, ...row } = await db
    .selectFrom('player')
    .selectAll()
    .where('id', '=', guest.playerId)
    .executeTakeFirstOrThrow();
  const clanIds: number[] = [];
  for (let i = 0; i < count / 4; i++) {
    const name = `Seed clan ${i}`;
    const c = await db
      .insertInto('clan')
      .values(
        newClanRow(name, null, (i * 7) % 2, {
          level: 1 + (i % 3),
          members: 1 + ((i * 5) % 3),
          member_cap: 20,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    clanIds.push(c.id);
  }
  const ids = [guest.playerId];
  for (let i = 1; i < count; i++) {
    const p = await db
      .insertInto('player')
      .values({
        ...row,
        name: `Seeded${i}`,
        name_key: `seeded${i}`,
        client_uuid: `seeded-${i}`,
        level: 1 + ((i * 7) % 3),
        current_exp: (i * 11) % 3,
        battle_stair: (i * 13) % 5,
        clan_id: clanIds[i % clanIds.length]!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(p.id);
  }
  await db
    .insertInto('arena_player')
    .values(
      ids.map((id, i) => ({
        ...newArenaPlayerRow(id, 0, 0),
        rating: 1000 + ((i * 17) % 4) * 25,
      })),
    )
    .execute();
  return ids;
}
