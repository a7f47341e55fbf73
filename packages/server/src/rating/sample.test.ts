import type { RatingType } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { seedRatings } from '../../test/ratings.js';
import { arenaRating } from '../arena/rating.js';
import { clanLevelRating } from '../clans/rating.js';
import type { AuthContext } from '../core/auth-context.js';
import type { OnlinePlayers } from './online.js';
import { playerColumnRating } from './player-columns.js';
import type { RatingProvider } from './provider.js';
import { RatingSamples, type SampleOptions } from './sample.js';
import { RatingService } from './service.js';

// A step of 7 over some 300 rows with few distinct values: kept keys fall inside runs of ties on
// every column but the id, where a walk from a key must still start at that very key.
const OPTIONS: SampleOptions = { step: 7, minRows: 50, maxAgeMs: 60_000 };
const TYPES = ['level', 'params', 'arenaPosition', 'clanLevel'] as const;

let s: TestServer;
let ids: number[];
beforeAll(async () => {
  s = await startTestServer();
  ids = await seedRatings(s, 300);
});
afterAll(() => s.close());

const auth = (playerId: number) => ({ playerId, lang: 'EN', accessLevel: 'PLAYER' }) as AuthContext;

/** A service reading through samples, and its exact twin; `exactCalls` counts the first's exact reads. */
function services(options = OPTIONS) {
  const online = { count: async () => 0 } as unknown as OnlinePlayers;
  const sampled = new RatingService(s.server.kernel, online, options);
  const exact = new RatingService(s.server.kernel, online, { ...options, minRows: Infinity });
  const counter = { exactCalls: 0 };
  const providers: RatingProvider[] = [
    playerColumnRating('level', 'level', 'current_exp'),
    playerColumnRating('params', 'battle_stair'),
    arenaRating,
    clanLevelRating,
  ];
  for (const p of providers) {
    exact.register(p);
    sampled.register({
      ...p,
      page: (db, q) => (counter.exactCalls++, p.page(db, q)),
      position: (db, id, a) => (counter.exactCalls++, p.position(db, id, a)),
    });
  }
  return { sampled, exact, counter, providers: new Map(providers.map((p) => [p.type, p])) };
}

/** Asks once so the sample is taken, waits for it, and answers it. */
async function warm(service: RatingService, rating: RatingProvider) {
  await service.byType(auth(ids[0]!), rating.type, {});
  await service.samples.settled(rating.type);
  const sample = service.samples.current(rating.type, rating.ordered!);
  expect(sample, rating.type).not.toBeNull();
  return sample!;
}

/** Every page start and every viewer's place of `type`, through the sample and exactly. */
async function expectSameAsExact(sv: ReturnType<typeof services>, type: RatingType) {
  const { sampled, exact, counter } = sv;
  const total = (await exact.byType(auth(ids[0]!), type, {})).playersTotal;
  for (let from = 0; from <= total + 2; from += 3) {
    const viewer = auth(ids[(from * 7) % ids.length]!);
    const to = from + (from % 23);
    const query = { from, to };
    expect(await sampled.byType(viewer, type, query), `${type} from ${from}`).toEqual(
      await exact.byType(viewer, type, query),
    );
  }
  for (const id of ids) {
    const mine = (await sampled.byType(auth(id), type, { from: 0, to: 0 })).myPosition;
    expect(mine, `${type} player ${id}`).toEqual(
      (await exact.byType(auth(id), type, { from: 0, to: 0 })).myPosition,
    );
  }
  expect(counter.exactCalls, `${type} read exactly`).toBe(0);
}

describe('ratings read through a sample of their order', () => {
  it('pages and places as the exact queries do, ties on every column but the id included', async () => {
    const sv = services();
    for (const type of TYPES) {
      const sample = await warm(sv.sampled, sv.providers.get(type)!);
      const total = (await sv.exact.byType(auth(ids[0]!), type, {})).playersTotal;
      expect(total).toBeGreaterThanOrEqual(OPTIONS.minRows);
      expect(sample.keys.length, type).toBe(Math.floor((total - 1) / OPTIONS.step));
      // Two neighbouring keys tied on the first column: the data exercises ties between keys.
      expect(
        sample.keys.some((k, i) => i > 0 && k[0] === sample.keys[i - 1]![0]),
        type,
      ).toBe(true);
      sv.counter.exactCalls = 0;
      await expectSameAsExact(sv, type);
    }
  });

  it('keeps one order when everyone shares the value (every arena player at 1000)', async () => {
    await s.testDb.db.kysely.updateTable('arena_player').set({ rating: 1000 }).execute();
    const sv = services();
    const sample = await warm(sv.sampled, arenaRating);
    expect(sample.keys.every((k) => k[0] === 1000)).toBe(true);
    sv.counter.exactCalls = 0;
    await expectSameAsExact(sv, 'arenaPosition');
  });

  it('reads small ratings and filtered pages exactly', async () => {
    const sv = services({ ...OPTIONS, minRows: 10_000 });
    await sv.sampled.byType(auth(ids[0]!), 'level', {});
    await sv.sampled.samples.settled('level');
    expect(sv.sampled.samples.current('level', sv.providers.get('level')!.ordered!)).toBeNull();
    const wide = services();
    await warm(wide.sampled, sv.providers.get('level')!);
    wide.counter.exactCalls = 0;
    await wide.sampled.byType(auth(ids[0]!), 'level', { filter: 'sample', from: 10 });
    expect(wide.counter.exactCalls).toBe(2);
  });

  it('is taken again once older than its period, one build at a time', async () => {
    const sv = services();
    const level = sv.providers.get('level')!;
    const first = await warm(sv.sampled, level);
    // The last 20 players jump to the top: every place behind a kept key moves by 20.
    const last = await sv.exact.byType(auth(ids[0]!), 'level', { from: ids.length - 20 });
    const moved = last.positions.map((p) => p.id);
    expect(moved).toHaveLength(20);
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ level: 99 })
      .where('id', 'in', moved)
      .execute();
    const far = (await sv.exact.byType(auth(ids[0]!), 'level', { from: 200, to: 200 }))
      .positions[0]!;
    const ask = (id: number) => sv.sampled.byType(auth(id), 'level', { from: 0, to: 0 });
    const truth = (id: number) => sv.exact.byType(auth(id), 'level', { from: 0, to: 0 });
    // Stale: far down, the place misses the 20 who passed the kept keys; the top is exact.
    expect((await ask(far.id)).myPosition!.positionNumber).toBe(
      (await truth(far.id)).myPosition!.positionNumber - 20,
    );
    expect((await ask(moved[0]!)).myPosition).toEqual((await truth(moved[0]!)).myPosition);

    const take = vi.spyOn(RatingSamples.prototype as unknown as { take: () => unknown }, 'take');
    s.clock.advance(OPTIONS.maxAgeMs - 1);
    await ask(far.id);
    expect(take).not.toHaveBeenCalled();
    s.clock.advance(1);
    // Many requests find it old at once: one build, and they answer from the old sample.
    const during = await Promise.all([1, 2, 3, 4, 5].map(() => ask(far.id)));
    expect(take).toHaveBeenCalledTimes(1);
    take.mockRestore();
    expect(during[0]!.myPosition!.positionNumber).toBe(
      (await truth(far.id)).myPosition!.positionNumber - 20,
    );
    await sv.sampled.samples.settled('level');
    const second = sv.sampled.samples.current('level', level.ordered!)!;
    expect(second).not.toBe(first);
    expect(second.takenAt).toBe(s.clock());
    expect((await ask(far.id)).myPosition).toEqual((await truth(far.id)).myPosition);
    sv.counter.exactCalls = 0;
    await expectSameAsExact(sv, 'level');

    // Nobody read it for twice the period: exact answers until the new sample is there.
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ level: 1 })
      .where('id', 'in', moved)
      .execute();
    s.clock.advance(2 * OPTIONS.maxAgeMs);
    expect((await ask(far.id)).myPosition).toEqual((await truth(far.id)).myPosition);
    expect(sv.counter.exactCalls).toBe(2);
    await sv.sampled.samples.settled('level');
    sv.counter.exactCalls = 0;
    await expectSameAsExact(sv, 'level');
  });
});
