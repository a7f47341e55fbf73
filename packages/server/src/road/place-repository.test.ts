import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_ENGINE, testPlayerRow, type TestDb } from '../../test/db.js';
import * as playerRepo from '../player/repository.js';
import * as placeRepo from './place-repository.js';

describe(`places' states on ${TEST_ENGINE}`, () => {
  let t: TestDb;
  let a: number;
  let b: number;
  const used = (placeId: number) => ({
    placeId,
    used: true,
    guardBeaten: false,
    battleLost: false,
    takenAt: 5,
  });

  beforeAll(async () => {
    t = await createTestDb();
    const db = t.db.kysely;
    a = await playerRepo.insert(db, testPlayerRow('PlaceA'));
    b = await playerRepo.insert(db, testPlayerRow('PlaceB'));
    for (const id of [10, 11, 12, 20]) await placeRepo.put(db, a, used(id), 1);
    await placeRepo.put(db, b, used(11), 1);
  });
  afterAll(() => t.drop());

  it('answers the states of the places asked for, whatever lies between them', async () => {
    const db = t.db.kysely;
    expect([...(await placeRepo.many(db, a, [12, 10])).keys()].sort()).toEqual([10, 12]);
    expect([...(await placeRepo.many(db, a, [20, 10, 12, 15])).keys()].sort()).toEqual([
      10, 12, 20,
    ]);
    expect((await placeRepo.many(db, a, [11])).get(11)).toEqual(used(11));
    expect([...(await placeRepo.many(db, b, [10, 11, 12, 20])).keys()]).toEqual([11]);
    expect((await placeRepo.many(db, a, [13, 19])).size).toBe(0);
    expect((await placeRepo.many(db, a, [])).size).toBe(0);
  });
});
