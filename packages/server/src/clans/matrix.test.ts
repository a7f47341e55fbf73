import { api } from '@heroroad/protocol';
import {
  CLAN_ACTIONS,
  CLAN_RANKS,
  CLAN_RIGHTS,
  errorMessage,
  type ClanAction,
  type ClanRank,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { newClanRow } from './store.js';
import { build, clanPlayer, fund, seat } from '../../test/clans.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
type P = Awaited<ReturnType<typeof clanPlayer>>;
let leader: P, actor: P, target: P, outsider: P;

beforeAll(async () => {
  s = await startTestServer({ clock });
  [leader, actor, target, outsider] = [
    await clanPlayer(s),
    await clanPlayer(s),
    await clanPlayer(s),
    await clanPlayer(s),
  ];
});
afterAll(() => s.close());

/** The member an action is taken on, by the rank it needs. */
const TARGET: Partial<Record<ClanAction, ClanRank>> = {
  KICK_NEWBIE: 'NEWBIE',
  KICK_PARTICIPANT: 'PARTICIPANT',
  KICK_REPRESENTATIVE: 'REPRESENTATIVE',
  PROMOTE_TO_PARTICIPANT: 'NEWBIE',
  PROMOTE_TO_REPRESENTATIVE: 'PARTICIPANT',
  PROMOTE_TO_DEPUTY: 'REPRESENTATIVE',
  DEMOTE_TO_REPRESENTATIVE: 'DEPUTY_LEADER',
  DEMOTE_TO_PARTICIPANT: 'REPRESENTATIVE',
  DEMOTE_TO_NEWBIE: 'PARTICIPANT',
  // Someone to hand the leadership to, and a clan a leader cannot simply walk out of.
  RESIGN: 'PARTICIPANT',
  LEAVE_CLAN: 'PARTICIPANT',
};

/** Each action as the clan screen sends it. */
function perform(action: ClanAction, token: string) {
  const on = (type: 'KICK' | 'PROMOTE' | 'DEMOTE') =>
    s.call(api.clan.participantAction, { token, body: { playerId: target.playerId, type } });
  if (action.startsWith('KICK_')) return on('KICK');
  if (action.startsWith('PROMOTE_')) return on('PROMOTE');
  if (action.startsWith('DEMOTE_')) return on('DEMOTE');
  switch (action) {
    case 'INVITE':
      return s.call(api.clan.invite, { token, body: { playerId: outsider.playerId } });
    case 'START_BUILDING':
      return s.call(api.clan.buildingStart, { token, body: { buildingType: 'GEAR_FACTORY' } });
    case 'COMPLETE_BUILDING':
      return s.call(api.clan.buildingSpeedUp, { token, body: { buildingType: 'EXPERIENCE' } });
    case 'EDIT_ABOUT':
      return s.call(api.clan.aboutSet, { token, body: { content: 'We raid on Fridays' } });
    case 'EDIT_ADVERTISEMENT':
      return s.call(api.clan.advertisementSet, { token, body: { content: 'Join us' } });
    case 'CHANGE_THEME':
      return s.call(api.clan.theme, { token, query: { number: 3 } });
    case 'CHANGE_RAID_DIFFICULTY':
      return s.call(api.clan.raidDifficulty, { token, body: { raidDifficulty: 'EASY' } });
    case 'START_RAID':
      return s.call(api.clan.raidStart, { token });
    case 'RESIGN':
      return s.call(api.clan.resign, { token });
    case 'LEAVE_CLAN':
      return s.call(api.clan.leave, { token });
    default:
      throw new Error(`no call for ${action}`);
  }
}

/** A fresh clan: the actor at `rank`, the leader, the action's target; funded, a snow world and a building under way. */
async function stage(rank: ClanRank, action: ClanAction): Promise<number> {
  const db = s.testDb.db.kysely;
  for (const t of [
    'clan_log',
    'clan_ledger',
    'clan_raid',
    'clan_building',
    'clan_hall',
    'clan_request',
    'clan_member',
    'clan_departure',
    'clan',
  ] as const)
    await db.deleteFrom(t).execute();
  const pool = [leader, actor, target, outsider].map((p) => p.playerId);
  await db
    .updateTable('player')
    .set({ clan_id: null, clan_participation_state: null, updated_at: clock() })
    .where('id', 'in', pool)
    .execute();
  const head = rank === 'LEADER' ? actor : leader;
  const clan = await db
    .insertInto('clan')
    .values(
      newClanRow(`Matrix ${rank} ${action}`, head.playerId, clock(), {
        members: 0,
        member_cap: 10,
        theme_changes: 5,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const clanId = Number(clan.id);
  const seats: { playerId: number; rank: ClanRank }[] = [
    { playerId: head.playerId, rank: 'LEADER' },
  ];
  if (rank !== 'LEADER') seats.push({ playerId: actor.playerId, rank });
  const t = TARGET[action];
  if (t) seats.push({ playerId: target.playerId, rank: t });
  await seat(s, clanId, seats);
  // An acting leader stands in only while the leader is away.
  if (rank === 'SUBLEADER')
    await db
      .updateTable('player')
      .set({ updated_at: clock() - 8 * 24 * 3_600_000 })
      .where('id', '=', leader.playerId)
      .execute();
  await fund(s, clanId, { gold: 10_000_000, gems: 100_000, blue: 100_000, gears: 10_000 });
  await build(s, clanId, 'SNOW_WORLD', 1);
  await build(s, clanId, 'EXPERIENCE', 0, clock() + 3_600_000);
  return clanId;
}

async function snapshot(clanId: number) {
  const db = s.testDb.db.kysely;
  const [clan, ranks, logs, requests] = await Promise.all([
    db.selectFrom('clan').selectAll().where('id', '=', clanId).executeTakeFirst(),
    db.selectFrom('clan_member').select(['player_id', 'rank']).orderBy('player_id').execute(),
    db.selectFrom('clan_log').select('id').execute(),
    db.selectFrom('clan_request').selectAll().execute(),
  ]);
  return { clan, ranks, logs: logs.length, requests };
}

describe('every rank × every clan action', () => {
  for (const rank of CLAN_RANKS) {
    for (const action of CLAN_ACTIONS) {
      const allowed = CLAN_RIGHTS[rank].includes(action);
      it(`${rank} ${allowed ? 'may' : 'may not'} ${action}`, async () => {
        const clanId = await stage(rank, action);
        const before = await snapshot(clanId);
        const r = await perform(action, actor.token);
        if (rank === 'LEADER' && action === 'LEAVE_CLAN') {
          // The table lets a leader leave, but only alone: with members they resign first.
          expect(r.body).toMatchObject({ code: 'CLAN_LEADER_MUST_RESIGN' });
          expect(await snapshot(clanId)).toEqual(before);
          return;
        }
        if (allowed) {
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          expect(await snapshot(clanId)).not.toEqual(before);
        } else {
          expect(r.status).toBe(403);
          expect(r.body).toEqual({
            code: 'CLAN_RANK_TOO_LOW',
            message: errorMessage('CLAN_RANK_TOO_LOW', 'RU'),
          });
          expect(await snapshot(clanId)).toEqual(before);
        }
      });
    }
  }
});
