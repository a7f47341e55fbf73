import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from './keys.js';
import {
  ANY_PART,
  hasOperation,
  keyMatches,
  operationsBefore,
  operationsBetween,
  spentEver,
  usedKeys,
} from './ledger-queries.js';
import * as ledgerRepo from './ledger-repository.js';

let s: TestServer;
let db: Executor;
let one: number;
let two: number;
beforeAll(async () => {
  s = await startTestServer();
  db = s.server.kernel.db.kysely;
  one = (await s.trial('EN')).playerId;
  two = (await s.trial('EN')).playerId;
  const op = (playerId: number, reason: string, mithril: number) => ({
    playerId,
    reason,
    deltas: { MITHRIL: mithril },
    balances: { MITHRIL: 100 } as never,
  });
  await ledgerRepo.record(
    db,
    ledgerKey('battle', 7, 'reward'),
    op(one, 'battle', 5),
    ['MITHRIL'],
    1000,
  );
  await ledgerRepo.record(db, ledgerKey('shopxx', 1, 'a'), op(one, 'shop', -30), ['MITHRIL'], 2000);
  await ledgerRepo.record(db, ledgerKey('shop', 1, 'b'), op(one, 'shop', -12), ['MITHRIL'], 3000);
  await ledgerRepo.record(
    db,
    ledgerKey('battle', 8, 'reward'),
    op(two, 'battle', 5),
    ['MITHRIL'],
    1000,
  );
});
afterAll(() => s.close());

describe("the ledger's read port", () => {
  it('matches keys by their parts, any one part standing for any', () => {
    expect(keyMatches('battle:7:reward', ['battle', ANY_PART, 'reward'])).toBe(true);
    expect(keyMatches('battle:7:card', ['battle', ANY_PART, 'reward'])).toBe(false);
    expect(keyMatches('battle:7:reward', ['battle', 7])).toBe(false);
    expect(keyMatches('market:1:20:3', ['market', 1, 20, 3])).toBe(true);
  });

  it('answers which keys already moved money', async () => {
    const asked = [ledgerKey('battle', 7, 'reward'), ledgerKey('battle', 9, 'reward')];
    expect(await usedKeys(db, asked)).toEqual(new Set(['battle:7:reward']));
    expect(await usedKeys(db, [])).toEqual(new Set());
  });

  it("lists a player's operations in a span, start included and end excluded", async () => {
    const ops = await operationsBetween(db, one, 1000, 3000);
    expect(ops.map((o) => o.key).sort()).toEqual(['battle:7:reward', 'shopxx:1:a']);
  });

  it('finds an operation by a pattern, an underscore in a part matching only itself', async () => {
    expect(await hasOperation(db, one, ['battle', ANY_PART, 'reward'])).toBe(true);
    expect(await hasOperation(db, -1, ['battle', ANY_PART, 'reward'])).toBe(false);
    expect(await hasOperation(db, one, ['shopxx', ANY_PART, 'a'])).toBe(true);
    expect(await hasOperation(db, one, ['shop_x', ANY_PART, 'a'])).toBe(false);
  });

  it('sums what a player spent of an exact currency', async () => {
    expect(await spentEver(db, one, 'MITHRIL')).toBe(42);
    expect(await spentEver(db, two, 'MITHRIL')).toBeCloseTo(0);
  });

  it("lists a player's latest operations before a moment, newest first, with what they moved", async () => {
    const ops = await operationsBefore(db, one, 3000, 10);
    expect(ops).toEqual([
      { key: 'shopxx:1:a', reason: 'shop', deltas: { MITHRIL: -30 }, at: 2000 },
      { key: 'battle:7:reward', reason: 'battle', deltas: { MITHRIL: 5 }, at: 1000 },
    ]);
    expect(await operationsBefore(db, one, 3000, 1)).toHaveLength(1);
  });
});
