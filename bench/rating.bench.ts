/**
 * Ratings at scale (ARCHITECTURE.md "The arena and the ratings"): seeds RATING_PLAYERS players
 * (100,000) with spread levels, strengths, stairs and arena ratings on SQLite, then on PostgreSQL
 * (RATING_ENGINES=sqlite,postgres), and times a page of 100 at random offsets with the viewer's
 * own place, per rating type, through the rating service itself (no HTTP). Prints p50 and p99
 * beside a baseline measured in the same run (the cheapest call on the same connection: one player
 * row by its id, twice, as a rating answer is at least a page and a place), and the query plans of a
 * page and of a place.
 *
 * A large rating is read through a sample of its order (`rating/sample.ts`), which the first
 * request starts taking: each type is asked once before its timed rounds, and the time the sample
 * took (with its CPU and the event loop's delays meanwhile) is printed apart. A second set of rounds
 * then runs with the sample found old, so it is taken again while they run.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../packages/server/src/core/auth-context.js';
import type { Engine } from '../packages/server/src/db/engine.js';
import { createTestDb } from '../packages/server/test/db.js';
import { arenaRating } from '../packages/server/src/arena/rating.js';
import {
  between,
  countOf,
  everyNthSql,
  idsIn,
  sizesUpTo,
  tail,
} from '../packages/server/src/rating/keyset.js';
import { compareKeys } from '../packages/server/src/rating/order.js';
import { playerColumnRating } from '../packages/server/src/rating/player-columns.js';
import { SAMPLE_DEFAULTS } from '../packages/server/src/rating/sample.js';
import { startTestServer } from '../packages/server/test/harness.js';

const PLAYERS = Number(process.env.RATING_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.RATING_ROUNDS ?? 300);
const ENGINES = (process.env.RATING_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const TYPES = ['level', 'params', 'scenario', 'arenaPosition'] as const;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

for (const engine of ENGINES) {
  const testDb = await createTestDb(engine);
  const s = await startTestServer({ testDb });
  const db = testDb.db.kysely;
  const seed = await s.trial('EN');
  const started = performance.now();
  // Copies of the first player with their own names and spread numbers (a pseudo-random mix of n).
  const n =
    engine === 'sqlite'
      ? sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${PLAYERS}) select n from seq`
      : sql`select generate_series(1, ${PLAYERS}) as n`;
  await sql`
    insert into player (name, name_key, password_hash, mail_or_phone, access_level, lang, interface_mode,
      move_speed_mode, sound_mute, push_enabled, quality, client_version, clan_id, coordinate,
      min_coordinate, max_coordinate, stair, battle_stair, best_victory_stair, battle_id, level,
      current_exp, max_exp, gold, crystal, elixir, mithril, sulfur, caviar, tickets, good_points,
      evil_points, have_new_mail, have_new_gift, gift_news, prompt_clan, clan_participation_state,
      request_special_places, control_type, road_effect, context_id, meta_data, prompt,
      companion_image, user_source, client_uuid, created_at, updated_at, road_seed)
    select 'Bench' || seq.n, 'bench' || seq.n, null, null, p.access_level, p.lang, p.interface_mode,
      p.move_speed_mode, p.sound_mute, p.push_enabled, p.quality, p.client_version, null, p.coordinate,
      p.min_coordinate, p.max_coordinate, p.stair, (cast(seq.n as bigint) * 7919) % 900, (cast(seq.n as bigint) * 104729) % 600, null,
      1 + (cast(seq.n as bigint) * 31) % 60, (cast(seq.n as bigint) * 17) % 1000, p.max_exp, p.gold, p.crystal, p.elixir, p.mithril,
      p.sulfur, p.caviar, p.tickets, p.good_points, p.evil_points, 0, 0, 0, 0, null,
      p.request_special_places, p.control_type, null, p.context_id, p.meta_data, null,
      p.companion_image, p.user_source, 'bench-' || seq.n, p.created_at, p.updated_at, p.road_seed
    from (${n}) seq, player p where p.id = ${seed.playerId}`.execute(db);
  await sql`
    insert into arena_player (player_id, rating, league, previous_league, attempts_day, attempts_used,
      reward_minute, reward_day, last_attack_at, wins, losses, defence_wins, defence_losses, offers, created_at)
    select id, (id * 7919) % 2400, 1, null, 0, 0, 1260, null, null, 0, 0, 0, 0, '[]', 0
    from player where name_key like 'bench%'`.execute(db);
  // A live PostgreSQL has autovacuum's visibility map; freshly seeded rows need it made.
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  console.log(
    `\n${engine}: ${PLAYERS} players seeded in ${Math.round(performance.now() - started)} ms, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // The players' ids, which one insert gave in a row after the seed's. Not read as a million rows:
  // their objects, young in the heap, made the collector pause 20-40 ms at a time in the first
  // timed rounds (`--trace-gc`).
  const span = await db
    .selectFrom('player')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi'), eb.fn.countAll().as('n')])
    .executeTakeFirstOrThrow();
  const [lo, hi] = [Number(span.lo), Number(span.hi)];
  if (hi - lo + 1 !== Number(span.n)) throw new Error('the seeded ids are not in one run');
  const ids = { length: hi - lo + 1, at: (i: number) => lo + i };
  const ratings = s.server.services.ratings;
  const line = (name: string, what: string, times: number[]) =>
    console.log(
      `${name.padEnd(14)} ${what}: p50 ${pct(times, 0.5).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms`,
    );
  const base: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const id = ids.at((i * 7919) % ids.length);
    const t0 = performance.now();
    for (let k = 0; k < 2; k++)
      await db.selectFrom('player').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    base.push(performance.now() - t0);
  }
  line('baseline', 'two row reads  ', base);
  const rounds = async (type: (typeof TYPES)[number]) => {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const playerId = ids.at((i * 7919) % ids.length);
      const from = ((i * 104729) % Math.floor(PLAYERS / 100)) * 100;
      const auth = { playerId, lang: 'EN', accessLevel: 'PLAYER' } as AuthContext;
      const t0 = performance.now();
      const r = await ratings.byType(auth, type, { from });
      times.push(performance.now() - t0);
      if (r.positions.length !== 100) throw new Error(`${type}: short page at ${from}`);
      // A server's requests arrive through the event loop, where a sample's build takes its
      // steps; back-to-back awaits on SQLite would never let it (they never leave the loop's turn).
      await new Promise((done) => setImmediate(done));
    }
    return times;
  };
  const viewer = { playerId: ids.at(0), lang: 'EN', accessLevel: 'PLAYER' } as AuthContext;
  const ordered = {
    level: playerColumnRating('level', 'level', 'current_exp').ordered!,
    params: playerColumnRating('params', 'battle_stair').ordered!,
    scenario: playerColumnRating('scenario', 'best_victory_stair').ordered!,
    arenaPosition: arenaRating.ordered!,
  };
  // The main thread's CPU time over some work (the collector's helper threads left out), and how
  // late a 1 ms timer fired meanwhile: wall time, so on two cores shared with other work it also
  // shows the turns the system gives other processes, which the spinning reference below shows.
  const watch = async (work: () => Promise<unknown>) => {
    const h = monitorEventLoopDelay({ resolution: 1 });
    const start = process.threadCpuUsage();
    h.enable();
    await work();
    h.disable();
    const used = process.threadCpuUsage(start);
    return {
      cpu: (used.user + used.system) / 1000,
      delay: `p99 ${(h.percentile(99) / 1e6).toFixed(1)}, max ${(h.max / 1e6).toFixed(1)} ms`,
    };
  };
  // The same span of work in slices of 0.25 ms that do nothing: the delays of a process that
  // never holds the loop longer than that.
  const spin = async (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      const slice = performance.now() + 0.25;
      while (performance.now() < slice);
      await new Promise((done) => setImmediate(done));
    }
  };
  for (const type of TYPES) {
    // Warm-up, not timed below: the first request finds no sample, answers exactly and starts
    // taking one.
    const t0 = performance.now();
    await ratings.byType(viewer, type, {});
    const first = performance.now() - t0;
    const building = await watch(() => ratings.samples.settled(type));
    const took = performance.now() - t0;
    const busy = await watch(() => spin(took - first));
    const keys = ratings.samples.current(type, ordered[type])!.keys.length;
    console.log(
      `${type.padEnd(14)} sample taken in ${Math.round(took)} ms (warm-up; its first answer, exact, ${first.toFixed(1)} ms): ${keys} keys, ${Math.round(building.cpu)} ms of the main thread's CPU (${((building.cpu / keys) * 1000).toFixed(0)} µs a key)\n${''.padEnd(15)}event loop delay meanwhile ${building.delay} (spinning in 0.25 ms slices: ${busy.delay})`,
    );
    line(type, 'page + my place', await rounds(type));
  }
  // Every sample is found old (but not too old to read through): each type's first request
  // starts taking it again, and its rounds run beside the build (on SQLite, between its steps).
  s.clock.advance(SAMPLE_DEFAULTS.maxAgeMs);
  for (const type of TYPES) {
    line(type, 'while retaken  ', await rounds(type));
    await ratings.samples.settled(type);
  }
  // The exact statements, which ratings under `minRows` keep.
  const plans: Record<string, RawBuilder<unknown>> = {
    'level page': sql`select id, name, level from player where id in (select id from player order by level desc, current_exp desc, id asc limit 100 offset 50000) order by level desc, current_exp desc, id asc`,
    'level place (one statement: the row and three counts)': sql`select p.id, (select count(*) from player q where q.level > p.level) as a, (select count(*) from player q where q.level = p.level and q.current_exp > p.current_exp) as b, (select count(*) from player q where q.level = p.level and q.current_exp = p.current_exp and q.id < p.id) as c from player p where p.id = ${ids.at(ids.length >> 1)}`,
    'arena page': sql`select p.id, p.name from arena_player a join player p on p.id = a.player_id where a.player_id in (select player_id from arena_player order by rating desc, player_id asc limit 100 offset 50000) order by a.rating desc, a.player_id asc`,
    'arena place (one statement: the row and two counts)': sql`select a.player_id, (select count(*) from arena_player q where q.rating > a.rating) as h, (select count(*) from arena_player q where q.rating = a.rating and q.player_id < a.player_id) as t from arena_player a where a.player_id = ${ids.at(ids.length >> 1)}`,
  };
  // Through the sample: a page half-way down (the kept key's ties, then the rows after it) and
  // the place of a player half-way down (the rows between the kept key and them).
  for (const type of ['level', 'arenaPosition'] as const) {
    const rating = ordered[type];
    const keys = ratings.samples.current(type, rating)!.keys;
    const key = keys[keys.length >> 1]!;
    const after = tail(rating.order, key);
    const windows = [after[0]!, after[after.length - 1]!].map((stretch) => ({
      stretch,
      offset: 0,
      limit: 50,
    }));
    const me = (await rating.mine(db, ids.at(ids.length >> 1), viewer))!;
    const before = keys.filter((k) => compareKeys(rating.order, k, me.key) <= 0).at(-1)!;
    Object.assign(plans, {
      [`${type} page through the sample: the stretches' sizes`]: sizesUpTo(
        rating.order,
        after.slice(0, -1),
        1100,
      ),
      [`${type} page through the sample: the ids`]: sql`select id from player where id in ${idsIn(rating.order, windows)}`,
      [`${type} place through the sample`]: sql`select ${countOf(rating.order, between(rating.order, before, me.key))} as n`,
      ...(engine === 'postgres'
        ? {
            [`${type} sample taken (PostgreSQL: one statement)`]: everyNthSql(
              rating.order,
              SAMPLE_DEFAULTS.step,
            ),
          }
        : {}),
    });
  }
  for (const [name, q] of Object.entries(plans)) {
    const c = q.compile(db);
    const text = `${engine === 'sqlite' ? 'explain query plan' : 'explain'} ${c.sql}`;
    const rows = (await db.executeQuery(CompiledQuery.raw(text, [...c.parameters]))).rows;
    console.log(
      `-- ${name}\n${(rows as Record<string, unknown>[]).map((r) => '   ' + String(r.detail ?? r['QUERY PLAN'])).join('\n')}`,
    );
  }
  await s.close();
  await testDb.drop();
}
