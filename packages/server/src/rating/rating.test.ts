import { api, type RatingDto } from '@heroroad/protocol';
import { openEvents } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { newClanRow } from '../clans/store.js';

let s: TestServer;
beforeAll(async () => {
  // 6 August 2026, 12:00 Moscow: Ivan Kupala is open for Russian players.
  s = await startTestServer();
  s.clock.set(Date.UTC(2026, 7, 6, 9));
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

async function players(values: Record<string, number>[]) {
  const out = [];
  for (const v of values) {
    const p = await s.trial('RU');
    if (Object.keys(v).length > 0) await setPlayer(s, p.playerId, v);
    out.push(p);
  }
  return out;
}

const rating = async (token: string, type: string, query: Record<string, string | number> = {}) =>
  s.call(api.rating.byType, { token, params: { type }, query });

/** The page's values must be ordered best first, numbered from `from + 1`. */
function expectRanked(r: RatingDto, from = 0) {
  r.positions.forEach((p, i) => expect(p.positionNumber).toBe(from + i + 1));
  for (let i = 1; i < r.positions.length; i++)
    expect(r.positions[i - 1]!.value).toBeGreaterThanOrEqual(r.positions[i]!.value);
}

describe('ratings', () => {
  it('ranks players by level and experience, pages them and places the viewer', async () => {
    const [a, b, c] = await players([
      { level: 40, current_exp: 5 },
      { level: 40, current_exp: 9 },
      { level: 39, current_exp: 999 },
    ]);
    const r = await rating(a!.token, 'level');
    expect(r.status).toBe(200);
    expectRanked(r.body);
    expect(r.body.positions.slice(0, 3).map((p) => p.id)).toEqual([
      b!.playerId,
      a!.playerId,
      c!.playerId,
    ]);
    expect(r.body.myPosition).toMatchObject({ positionNumber: 2, id: a!.playerId, value: 40 });
    expect(r.body.playersTotal).toBeGreaterThanOrEqual(3);
    expect(r.body.playersOnline).toBe(0);
    const second = await rating(a!.token, 'level', { from: 1, to: 1 });
    expect(second.body.positions).toEqual([r.body.positions[1]]);
  });

  it('filters by a part of the name, numbering within the filter', async () => {
    const [p] = await players([{ level: 2 }]);
    const name = (
      await db()
        .selectFrom('player')
        .select('name')
        .where('id', '=', p!.playerId)
        .executeTakeFirstOrThrow()
    ).name;
    const r = await rating(p!.token, 'level', { filter: name.slice(1).toUpperCase() });
    expect(r.body.positions.map((x) => x.id)).toContain(p!.playerId);
    expect(r.body.playersTotal).toBe(r.body.positions.length);
    expectRanked(r.body);
    const none = await rating(p!.token, 'level', { filter: '%_%' });
    expect(none.body).toMatchObject({ playersTotal: 0, positions: [] });
  });

  it('ranks the squad strength (params) and the road (scenario)', async () => {
    const [weak, strong] = await players([
      { battle_stair: 3, best_victory_stair: 70 },
      { battle_stair: 900, best_victory_stair: 5 },
    ]);
    const params = await rating(weak!.token, 'params');
    expectRanked(params.body);
    expect(params.body.positions[0]).toMatchObject({ id: strong!.playerId, value: 900 });
    const scenario = await rating(weak!.token, 'scenario');
    expectRanked(scenario.body);
    expect(scenario.body.myPosition).toMatchObject({ positionNumber: 1, value: 70 });
  });

  it('ranks the arena by rating, and leaves players outside the arena unplaced', async () => {
    const [x, y] = await players([{ level: 8 }, { level: 8 }]);
    for (const p of [x!, y!]) await s.call(api.arena.state, { token: p.token });
    await db()
      .updateTable('arena_player')
      .set({ rating: 1400 })
      .where('player_id', '=', y!.playerId)
      .execute();
    const r = await rating(x!.token, 'arenaPosition');
    expect(r.body.positions.map((p) => [p.id, p.value])).toEqual([
      [y!.playerId, 1400],
      [x!.playerId, 1000],
    ]);
    expect(r.body.myPosition).toMatchObject({ positionNumber: 2 });
    const [outsider] = await players([{ level: 3 }]);
    expect((await rating(outsider!.token, 'arenaPosition')).body.myPosition).toBeNull();
  });

  it("ranks the open event's points for its language", async () => {
    const [ru1, ru2] = await players([{}, {}]);
    const open = openEvents(s.clock(), 'RU', false)[0]!;
    const task = open.event.tasks.find((t) => (t.eventPoints ?? 0) > 0)!;
    const other = open.event.tasks.filter((t) => t.id !== task.id && (t.eventPoints ?? 0) > 0);
    await db()
      .insertInto('task_claim')
      .values([
        { player_id: ru1!.playerId, task_id: task.id, period: open.start, created_at: 1 },
        ...other.slice(0, 1).map((t) => ({
          player_id: ru2!.playerId,
          task_id: t.id,
          period: open.start,
          created_at: 1,
        })),
        { player_id: ru2!.playerId, task_id: task.id, period: open.start, created_at: 1 },
      ])
      .execute();
    const r = await rating(ru1!.token, 'eventPosition');
    expect(r.body.playersTotal).toBe(2);
    expect(r.body.positions[0]!.id).toBe(other.length ? ru2!.playerId : ru1!.playerId);
    expect(r.body.myPosition).toMatchObject({ value: task.eventPoints });
  });

  it('ranks clans by level, then members, and places the viewer by their clan', async () => {
    const clan = (name: string, level: number, members: number, created_at: number) =>
      newClanRow(name, null, created_at, { level, members, member_cap: 20 });
    const ids = [];
    for (const c of [clan('Ravens', 2, 5, 10), clan('Oaks', 4, 1, 30), clan('Wolves', 2, 5, 5)]) {
      const row = await db().insertInto('clan').values(c).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [member, loner] = await players([{}, {}]);
    await setPlayer(s, member!.playerId, { clan_id: ids[0]! });
    const r = await rating(member!.token, 'clanLevel');
    expect(r.status).toBe(200);
    expect(r.body.positions.map((p) => p.name)).toEqual(['Oaks', 'Wolves', 'Ravens']);
    expectRanked(r.body);
    expect(r.body.myPosition).toMatchObject({ name: 'Ravens', positionNumber: 3 });
    const filtered = await rating(member!.token, 'clanLevel', { filter: 'ol' });
    expect(filtered.body.positions.map((p) => p.name)).toEqual(['Wolves']);
    expect((await rating(loner!.token, 'clanLevel')).body.myPosition).toBeNull();
  });

  it('places each viewer exactly where the page lists them, ties by the earlier player', async () => {
    const tied = await players([
      { level: 33, current_exp: 7, battle_stair: 44 },
      { level: 33, current_exp: 7, battle_stair: 44 },
      { level: 33, current_exp: 8, battle_stair: 45 },
      { level: 34, current_exp: 0, battle_stair: 44 },
    ]);
    for (const p of tied) await s.call(api.arena.state, { token: p.token });
    await db()
      .updateTable('arena_player')
      .set({ rating: 1111 })
      .where(
        'player_id',
        'in',
        tied.map((p) => p.playerId),
      )
      .execute();
    for (const type of ['level', 'params', 'arenaPosition']) {
      const page = (await rating(tied[0]!.token, type)).body;
      expect(page.playersTotal).toBeLessThanOrEqual(100);
      for (const p of tied) {
        const listed = page.positions.find((x) => x.id === p.playerId)!;
        const mine = (await rating(p.token, type)).body.myPosition;
        expect(mine, `${type} ${p.playerId}`).toEqual(listed);
      }
    }
  });

  it('refuses a page over 100 places and a type that does not exist', async () => {
    const [p] = await players([{}]);
    const wide = await rating(p!.token, 'level', { from: 0, to: 100 });
    expect(wide.status).toBe(400);
    expect(wide.body).toMatchObject({ code: 'RATING_RANGE_INVALID' });
    const backwards = await rating(p!.token, 'level', { from: 5, to: 4 });
    expect(backwards.body.code).toBe('RATING_RANGE_INVALID');
    expect((await rating(p!.token, 'nonsense')).status).toBe(400);
    expect((await rating(p!.token, 'level', { from: 0, to: 99 })).status).toBe(200);
  });
});
