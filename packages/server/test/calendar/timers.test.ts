import { api } from '@heroroad/protocol';
import {
  FORCES,
  forceUpgradeCost,
  rankExpToNext,
  rankUpSeconds,
  withHealth,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { startDueRankUps } from '../../src/progression/ranks.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, MINUTE } from './instants.js';
import { playerAt } from './returning.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.yearEndMoscow) });
});
afterAll(() => s.close());

const [A, B] = FORCES.map((f) => f.warriorClass) as [string, string];
const SECOND = 1000;

/** A registered player made at `at` with a first hero, rich enough to upgrade. */
async function heroPlayer(at: number) {
  const p = await playerAt(s, at);
  const chosen = await s.call(api.hero.choose, { token: p.token, body: { heroId: 'hero_dobrynya' } }); // prettier-ignore
  const heroId = chosen.body.creatures[0]!.id;
  await setPlayer(s, p.playerId, { elixir: 10_000, mithril: 1000 });
  let token = p.token;
  const upgrade = (warriorClass: string) =>
    s.call(api.progression.upgradeForce, { token, params: { id: heroId }, body: { warriorClass } });
  const forces = async () => (await s.call(api.progression.forces, { token })).body;
  const me = async () => (await s.call(api.player.current, { token })).body;
  const hero = async () => (await me()).creatures.find((c) => c.id === heroId)!;
  const comeBack = async (after: number) => {
    token = await p.comeBack(after);
  };
  return { ...p, heroId, upgrade, forces, me, hero, comeBack };
}

describe('upgrade timers over the calendar', () => {
  it('finish a force level across the year end at the stored time, once', async () => {
    const start = AT.yearEndMoscow - 5 * MINUTE;
    const p = await heroPlayer(start);
    expect((await p.upgrade(A)).status).toBe(200);
    const endsAt = start + forceUpgradeCost(1).seconds * SECOND;
    expect(endsAt).toBeGreaterThan(AT.yearEndMoscow + MINUTE);
    s.clock.set(endsAt - 1);
    expect((await p.forces()).upgrades).toHaveLength(1);
    s.clock.set(endsAt);
    const reads = await Promise.all([p.forces(), p.forces(), p.forces()]);
    for (const r of reads) expect(r.upgrades).toEqual([]);
    expect((await p.hero()).forcesV2).toEqual([{ warriorClass: A, level: 1 }]);
  });

  it('finish across the month end and 29 February, whose day counts in full', async () => {
    for (const start of [
      AT.monthEnd - 5 * MINUTE,
      AT.beforeLeapDay,
      AT.leapDay + 23 * 60 * MINUTE,
    ]) {
      const p = await heroPlayer(start);
      const r = await p.upgrade(B);
      const [u] = r.body.forces.upgrades;
      expect(u!.endsAt - u!.startedAt).toBe(forceUpgradeCost(1).seconds * SECOND);
      s.clock.set(u!.endsAt);
      expect((await p.forces()).upgrades).toEqual([]);
      expect((await p.hero()).forcesV2).toEqual([{ warriorClass: B, level: 1 }]);
    }
  });
});

describe('a player back after 40 days', () => {
  it('finds the upgrade that ended while away on the hero at once, charged nothing more', async () => {
    const p = await heroPlayer(AT.moscowMidnight);
    const r = await p.upgrade(A);
    const elixirAfterStart = r.body.player.elixir;
    await p.comeBack(AT.longAbsence);
    const hero = await p.hero();
    expect(hero.forcesV2).toEqual([{ warriorClass: A, level: 1 }]);
    const forces = await p.forces();
    expect(forces.upgrades).toEqual([]);
    const me = await p.me();
    expect(me).toMatchObject({ elixir: elixirAfterStart, mithril: 1000 });
  });

  it('finds every rank the kills had paid for, each rising on from the last', async () => {
    const p = await heroPlayer(AT.moscowMidnight);
    // Kills banked for ranks 2 and 3 and a little more; rank 2 starts rising now.
    const banked = rankExpToNext(1) + rankExpToNext(2) + 1;
    await s.server.kernel.players.withPlayer(p.playerId, async (u) => {
      const [h] = await u.heroes.all();
      await u.heroes.save([{ ...h!, rankExp: banked }]);
      await startDueRankUps(u);
    });
    expect((await p.forces()).ranks).toMatchObject([{ creatureId: p.heroId, toRank: 2 }]);
    await p.comeBack(AT.longAbsence);
    expect((await p.hero()).rank).toBe(3);
    expect((await p.forces()).ranks).toEqual([]);
    expect((await p.hero()).rankExp).toBe(1);
    expect(rankUpSeconds(2) + rankUpSeconds(3)).toBeLessThan(AT.longAbsence / SECOND);
  });

  it('finds a sane state: health full and no more, offers lapsed, nothing accrued', async () => {
    const p = await heroPlayer(AT.moscowMidnight);
    await p.upgrade(A);
    const filled = await p.upgrade(B);
    expect(filled.body.player.offers.map((o) => o.offerType)).toEqual(['FORCE_SLOT']);
    await s.server.kernel.players.withPlayer(p.playerId, async (u) => {
      const [h] = await u.heroes.all();
      await u.heroes.save([withHealth(h!, 1)]);
    });
    const before = await p.me();
    await p.comeBack(AT.longAbsence);
    const after = await p.me();
    const health = after.creatures[0]!.skills.find((k) => k.skillType === 'HEALTH')!;
    expect(health.valueCurrent).toBe(health.valueTotal);
    expect(after.creatures[0]!.forcesV2).toHaveLength(2);
    expect(after.offers).toEqual([]);
    for (const k of ['gold', 'mithril', 'tickets', 'elixir', 'crystal', 'sulfur'] as const)
      expect(after[k], k).toBe(before[k]);
    for (const [k, v] of Object.entries(after))
      if (typeof v === 'number') expect(Number.isFinite(v) && v >= 0, k).toBe(true);
  });
});
