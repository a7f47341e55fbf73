import { describe, expect, it } from 'vitest';
import { consumableDef } from '../content/consumables.js';
import { monsterDef } from '../content/monsters.js';
import { generatePlaces, placeById } from '../road/places.js';
import {
  SNOW_DIFFICULTIES,
  WORLD_SALTS,
  realmContext,
  snowContext,
  standsAt,
  stepsLeft,
  worldOfContext,
  worldWalk,
} from './contexts.js';
import {
  PORTAL_DISCOUNTS,
  PORTAL_GOODS,
  REALM,
  discountedPrice,
  portalDiscount,
  portalGood,
  portalPrice,
} from './portals.js';
import {
  SNOW_DIFFICULTY_DEFS,
  SNOW_RETURN_SECONDS,
  openSnowDifficulties,
  snowBudget,
  snowDifficultyEnterable,
  snowUnlockedBy,
  snowReturnAt,
} from './snow.js';

describe('world contexts', () => {
  it('pack kind, level and visit into a negative id that reads back, apart from the roads', () => {
    for (const d of SNOW_DIFFICULTIES) {
      for (const [level, salt] of [
        [1, 0],
        [37, 5],
        [838_860, WORLD_SALTS - 1],
      ] as const) {
        const id = snowContext(d, level, salt);
        expect(id).toBeLessThan(0);
        expect(id).toBeGreaterThanOrEqual(-(2 ** 31));
        expect(worldOfContext(id)).toEqual({ kind: 'SNOW', difficulty: d, level, salt });
      }
    }
    expect(worldOfContext(realmContext(20, WORLD_SALTS + 3))).toEqual({
      kind: 'REALM',
      level: 20,
      salt: 3,
    });
    expect(worldOfContext(0)).toEqual({ kind: 'ROAD' });
    expect(worldOfContext(12345)).toEqual({ kind: 'SIDE_ROAD' });
    const ids = new Set(SNOW_DIFFICULTIES.map((d) => snowContext(d, 10, 1)));
    ids.add(realmContext(10, 1));
    expect(ids.size).toBe(5);
  });

  it('walks a world only as far as its steps allow, and only by standing at a place', () => {
    expect(worldWalk(100, 160, 200)).toEqual({ coordinate: 160, left: 140 });
    expect(worldWalk(100, 20, 50)).toEqual({ coordinate: 50, left: 0 });
    expect(worldWalk(100, 500, 0)).toEqual({ coordinate: 100, left: 0 });
    expect(stepsLeft(59)).toBe(2);
    const snow = snowContext('EASY', 5, 0);
    expect(standsAt(snow, 100, 110)).toBe(true);
    expect(standsAt(snow, 100, 150)).toBe(false);
    expect(standsAt(0, 100, 5000)).toBe(true);
  });
});

describe('the snow world', () => {
  it('is unlocked by the campaign for good, or by the clan building while a member', () => {
    const none = { level: 30, campaignUsed: false, clanSnowLevel: 0 };
    expect(snowUnlockedBy(none)).toBe('NONE');
    expect(snowDifficultyEnterable('EASY', none)).toBe(false);
    expect(snowUnlockedBy({ ...none, clanSnowLevel: 1 })).toBe('CLAN');
    expect(snowUnlockedBy({ ...none, campaignUsed: true, clanSnowLevel: 3 })).toBe('CAMPAIGN');
    expect(snowDifficultyEnterable('INCREDIBLE', { ...none, clanSnowLevel: 1 })).toBe(true);
    // Unlocking never lifts a difficulty's level gate.
    expect(snowDifficultyEnterable('STANDARD', { ...none, level: 6, campaignUsed: true })).toBe(
      false,
    );
  });

  it('opens harder difficulties at higher levels, shorter and richer', () => {
    expect(openSnowDifficulties(5)).toEqual([]);
    expect(openSnowDifficulties(6)).toEqual(['EASY']);
    expect(openSnowDifficulties(30)).toEqual([...SNOW_DIFFICULTIES]);
    const defs = SNOW_DIFFICULTIES.map((d) => SNOW_DIFFICULTY_DEFS[d]);
    for (let i = 1; i < defs.length; i++) {
      expect(defs[i]!.minLevel).toBeGreaterThan(defs[i - 1]!.minLevel);
      expect(defs[i]!.steps).toBeLessThan(defs[i - 1]!.steps);
      expect(defs[i]!.rewardFactor).toBeGreaterThan(defs[i - 1]!.rewardFactor);
    }
    expect(snowBudget('EASY')).toBe(15 * 20);
    expect(SNOW_RETURN_SECONDS).toBe(6 * 3600);
    expect(snowReturnAt(null)).toBe(0);
    expect(snowReturnAt(1000)).toBe(1000 + 6 * 3600 * 1000);
  });

  it('is a road of snow monsters and caviar, with no gates, the same for the same visit', () => {
    const ctx = snowContext('HARD', 40, 2);
    const places = generatePlaces({ playerSeed: 9, coordFrom: 0, coordTo: 3000, contextId: ctx });
    expect(places.length).toBeGreaterThan(50);
    expect(places.every((p) => !p.gate && p.contextId === ctx)).toBe(true);
    for (const p of places) {
      expect(placeById(9, p.id, ctx)).toEqual(p);
      if (p.placeType === 'CUSTOM_PLACE') expect(p.guard).toBeNull();
      else {
        expect(p.guard!.stair).toBe(43);
        for (const m of p.guard!.monsters) expect(monsterDef(m.monsterId)?.biome).toBe('snow');
      }
    }
    expect(places.some((p) => p.gift.kind === 'RESOURCE' && p.gift.resource === 'CAVIAR')).toBe(
      true,
    );
    const next = generatePlaces({
      playerSeed: 9,
      coordFrom: 0,
      coordTo: 3000,
      contextId: snowContext('HARD', 40, 3),
    });
    expect(next.map((p) => p.id)).not.toEqual(places.map((p) => p.id));
  });
});

describe('portals', () => {
  it('price the realm by its stair, discount by the day, and lead to guarded rich places', () => {
    expect(portalPrice(20)).toBeGreaterThan(0);
    expect(portalPrice(60)).toBeGreaterThan(portalPrice(20));
    for (let day = 0; day < 30; day++)
      expect(PORTAL_DISCOUNTS).toContain(portalDiscount(7, day) as 10 | 20 | 30);
    expect(new Set(Array.from({ length: 30 }, (_, d) => portalDiscount(7, d))).size).toBe(3);
    expect(discountedPrice(1000, 30)).toBe(700);
    expect(discountedPrice(1, 30)).toBe(1);
    const places = generatePlaces({
      playerSeed: 3,
      coordFrom: 2000,
      coordTo: 3000,
      contextId: realmContext(25, 0),
    });
    expect(places.length).toBeGreaterThan(20);
    for (const p of places) expect(p.guard?.stair).toBe(25 + REALM.guardStairs);
  });

  it('sells real consumables for caviar in the portal shop', () => {
    expect(new Set(PORTAL_GOODS.map((g) => g.id)).size).toBe(PORTAL_GOODS.length);
    for (const g of PORTAL_GOODS) {
      expect(consumableDef(g.consumableId)).toBeDefined();
      expect(g.price).toBeGreaterThan(0);
      expect(portalGood(g.id)).toBe(g);
    }
    expect(portalGood('none')).toBeUndefined();
  });
});
