import { api } from '@heroroad/protocol';
import type { ClanBuildingType, ClanRank } from '@heroroad/rules';
import { ledgerKey } from '../src/economy/keys.js';
import { playOut } from './game.js';
import type { TestServer } from './harness.js';

/** A registered player raised to clan level (15) with gold and emeralds to spend. */
export async function clanPlayer(
  s: TestServer,
  opts: { level?: number; gold?: number; gems?: number } = {},
) {
  const p = await s.player();
  await s.server.kernel.players.withPlayer(p.playerId, async (u) => {
    await u.patch({ level: opts.level ?? 15 });
    const amounts = { GOLD: opts.gold ?? 20_000, MITHRIL: opts.gems ?? 500 };
    await u.wallet.grant(amounts, {
      reason: 'test',
      key: ledgerKey('test', p.playerId, 'clan-funds'),
    });
  });
  return p;
}

/** Founds a clan over HTTP; answers its id. */
export async function foundClan(s: TestServer, token: string, name: string): Promise<number> {
  const r = await s.call(api.clan.create, { token, body: { name } });
  if (r.status !== 200 || !r.body.clan) throw new Error(`create failed: ${JSON.stringify(r.body)}`);
  return r.body.clan.id;
}

/** Puts players into a clan at given ranks directly (fixtures for rank tests). */
export async function seat(
  s: TestServer,
  clanId: number,
  seats: readonly { playerId: number; rank: ClanRank }[],
) {
  const db = s.testDb.db.kysely;
  for (const { playerId, rank } of seats) {
    await db
      .insertInto('clan_member')
      .values({
        player_id: playerId,
        clan_id: clanId,
        rank,
        rank_before: null,
        merit: 0,
        joined_at: s.clock(),
        accepted_unseen: 0,
        advertisement_seen: 0,
        factory_taken_at: null,
      })
      .execute();
    await db.updateTable('player').set({ clan_id: clanId }).where('id', '=', playerId).execute();
  }
  await db
    .updateTable('clan')
    .set((eb) => ({ members: eb('members', '+', seats.length) }))
    .where('id', '=', clanId)
    .execute();
}

/** Fills a clan's budget (fixtures). */
export async function fund(
  s: TestServer,
  clanId: number,
  budget: { gold?: number; gems?: number; blue?: number; gears?: number },
) {
  await s.testDb.db.kysely
    .updateTable('clan')
    .set({
      gold: budget.gold ?? 0,
      gems: budget.gems ?? 0,
      blue_crystal: budget.blue ?? 0,
      gears: budget.gears ?? 0,
    })
    .where('id', '=', clanId)
    .execute();
}

/** Sets a building's level (fixtures), optionally running. */
export async function build(
  s: TestServer,
  clanId: number,
  type: ClanBuildingType,
  level: number,
  endsAt?: number,
) {
  await s.testDb.db.kysely
    .insertInto('clan_building')
    .values({
      clan_id: clanId,
      type,
      level,
      state: endsAt ? 'PROCESSING' : 'NORMAL',
      started_at: endsAt ? s.clock() : null,
      ends_at: endsAt ?? null,
    })
    .execute();
}

/** The budget beside the sum of its ledger's deltas: the two must agree. */
export async function clanBooks(s: TestServer, clanId: number) {
  const db = s.testDb.db.kysely;
  const clan = await db
    .selectFrom('clan')
    .selectAll()
    .where('id', '=', clanId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('clan_ledger')
    .select('deltas')
    .where('clan_id', '=', clanId)
    .execute();
  const sum: Record<string, number> = { gold: 0, gems: 0, blueCrystal: 0, redCrystal: 0, gears: 0 };
  for (const l of lines)
    for (const [k, v] of Object.entries(JSON.parse(l.deltas) as Record<string, number>))
      sum[k] = (sum[k] ?? 0) + v;
  return {
    budget: {
      gold: clan.gold,
      gems: Number(clan.gems),
      blueCrystal: Number(clan.blue_crystal),
      gears: Number(clan.gears),
    },
    ledger: sum,
    lines: lines.length,
  };
}

/**
 * Leaves the running raid's boss one point of health and has the member of `token` fight it to
 * the end: the battle that fells it. Answers the battle as it started and its completion.
 */
export async function fellBoss(s: TestServer, clanId: number, token: string) {
  await s.testDb.db.kysely
    .updateTable('clan_raid')
    .set({ boss_health: 1 })
    .where('clan_id', '=', clanId)
    .execute();
  const started = await s.call(api.clan.raidFight, { token });
  await playOut(s, token, started.body);
  const done = await s.call(api.battle.complete, { token });
  return { started, done };
}
