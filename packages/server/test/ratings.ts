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
      .values({
        name,
        name_key: name.toLowerCase(),
        level: 1 + (i % 3),
        members: 1 + ((i * 5) % 3),
        member_cap: 20,
        leader_id: null,
        about: null,
        advertisement: '',
        advertisement_version: 0,
        theme: 0,
        theme_changes: 0,
        raid_difficulty: 'EASY',
        gold: 0,
        gems: 0,
        red_crystal: 0,
        blue_crystal: 0,
        gears: 0,
        created_at: (i * 7) % 2,
      })
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
        player_id: id,
        rating: 1000 + ((i * 17) % 4) * 25,
        league: 1,
        previous_league: null,
        attempts_day: 0,
        attempts_used: 0,
        reward_minute: 1260,
        reward_day: null,
        last_attack_at: null,
        wins: 0,
        losses: 0,
        defence_wins: 0,
        defence_losses: 0,
        offers: '[]',
        created_at: 0,
      })),
    )
    .execute();
  return ids;
}
