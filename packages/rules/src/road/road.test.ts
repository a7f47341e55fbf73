import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIOME_DEFS } from '../content/biomes.js';
import { monsterDef } from '../content/monsters.js';
import { hero } from '../test-support/squads.js';
import { startPlaceBattle } from './battle.js';
import {
  STAIR_LENGTH,
  clampCoordinate,
  stairEnd,
  stairOfCoordinate,
  stairStart,
  tilesForStairs,
} from './geometry.js';
import {
  PLACE_TYPES,
  gateOfStair,
  generatePlaces,
  placeById,
  placeCoordinate,
  placeDanger,
  placeId,
} from './places.js';
import {
  afterVictory,
  canFightAt,
  moveTo,
  newRoadProgress,
  reachedStair,
  withBattleStair,
} from './progress.js';
import { squadSizeForStair } from './squads.js';
import { BADLY_HURT_SHARE, squadBattleStair, squadHealthShare } from './danger.js';
import { maxHealth, withHealth } from '../creature/model.js';
import { gainableAmount } from './gifts.js';
import { useRoadMarker } from './markers.js';

describe('road geometry', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [12_345, 124],
  ])('coordinate %d is on stair %d', (c, stair) => {
    expect(stairOfCoordinate(c)).toBe(stair);
  });

  it('maps stairs to coordinate ranges of STAIR_LENGTH', () => {
    expect(stairStart(1)).toBe(0);
    expect(stairEnd(1)).toBe(STAIR_LENGTH - 1);
    expect(stairStart(30)).toBe(2900);
  });

  it('floors and clamps a coordinate set by the player', () => {
    expect(clampCoordinate(150.9, 0, 199)).toBe(150);
    expect(clampCoordinate(500, 0, 199)).toBe(199);
    expect(clampCoordinate(-3, 0, 199)).toBe(0);
    expect(clampCoordinate(NaN, 10, 199)).toBe(10);
  });

  it('gives every stair a tile of its biome, with the biome bands', () => {
    const tiles = tilesForStairs(1, 100);
    expect(tiles).toHaveLength(100);
    expect(tiles[0]).toEqual({ stair: 1, biome: 'meadow', tint: '#8bc34a' });
    expect(tilesForStairs(4, 5).map((t) => t.biome)).toEqual(['meadow', 'birch']);
    expect(tilesForStairs(14, 15).map((t) => t.biome)).toEqual(['birch', 'marsh']);
    expect(new Set(tilesForStairs(1, 10).map((t) => t.biome)).size).toBeGreaterThanOrEqual(2);
    expect(tilesForStairs(2999, 3000).map((t) => t.biome)).toEqual(['ash', 'abyss']);
    expect(BIOME_DEFS.map((b) => b.fromStair)).toEqual([1, 5, 15, 40, 100, 500, 3000]);
  });
});

describe('place generator', () => {
  it('is deterministic and gives stable, unique ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(500_000), (seed, from) => {
        const a = generatePlaces({ playerSeed: seed, coordFrom: from, coordTo: from + 2000 });
        const b = generatePlaces({ playerSeed: seed, coordFrom: from, coordTo: from + 2000 });
        expect(b).toEqual(a);
        expect(new Set(a.map((p) => p.id)).size).toBe(a.length);
        for (const p of a) {
          expect(p.id).toBe(placeId(seed, p.coordinate));
          expect(Number.isSafeInteger(p.id)).toBe(true);
          expect(placeCoordinate(p.id)).toBe(p.coordinate);
          expect(placeById(seed, p.id)).toEqual(p);
          expect(p.stair).toBe(stairOfCoordinate(p.coordinate));
          expect(PLACE_TYPES).toContain(p.placeType);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('returns the same places for a range as for its parts', () => {
    const whole = generatePlaces({ playerSeed: 5, coordFrom: 0, coordTo: 1999 });
    const parts = [
      ...generatePlaces({ playerSeed: 5, coordFrom: 0, coordTo: 999 }),
      ...generatePlaces({ playerSeed: 5, coordFrom: 1000, coordTo: 1999 }),
    ];
    expect(parts).toEqual(whole);
  });

  it('differs between players and side roads', () => {
    const a = generatePlaces({ playerSeed: 1, coordFrom: 0, coordTo: 5000 });
    const b = generatePlaces({ playerSeed: 2, coordFrom: 0, coordTo: 5000 });
    const side = generatePlaces({ playerSeed: 1, coordFrom: 0, coordTo: 5000, contextId: 9 });
    expect(b).not.toEqual(a);
    expect(side.map((p) => p.id).filter((id) => a.some((x) => x.id === id))).toEqual([]);
  });

  it('puts a guarded gate at the end of every stair, led by a boss every fifth stair', () => {
    for (let stair = 1; stair <= 60; stair++) {
      const gate = gateOfStair(11, stair);
      expect(gate.gate).toBe(true);
      expect(gate.stair).toBe(stair);
      expect(gate.guard?.stair).toBe(stair);
      expect(gate.guard?.monsters.length).toBeGreaterThan(0);
      const boss = gate.guard?.monsters.some((m) => monsterDef(m.monsterId)?.boss === true);
      expect(boss).toBe(stair % 5 === 0);
    }
  });

  it('draws guards from the stair’s biome at the right squad size', () => {
    const places = generatePlaces({ playerSeed: 3, coordFrom: 0, coordTo: 20_000 });
    for (const p of places) {
      if (p.guard === null) continue;
      const size = squadSizeForStair(p.guard.stair);
      expect(p.guard.monsters.length).toBeLessThanOrEqual(size);
      for (const m of p.guard.monsters) {
        expect(m.level).toBe(p.guard.stair);
        const biome = BIOME_DEFS.filter((b) => b.fromStair <= p.guard!.stair).at(-1)?.id;
        expect(monsterDef(m.monsterId)?.biome).toBe(biome);
      }
    }
  });

  it('covers every place type on the first two hundred stairs', () => {
    const types = new Set(
      generatePlaces({ playerSeed: 8, coordFrom: 0, coordTo: 20_000 }).map((p) => p.placeType),
    );
    expect([...types].sort()).toEqual([...PLACE_TYPES].sort());
  });

  it('marks guards within the squad’s strength beatable and elite guards above it red', () => {
    const squad = [hero('hero_dobrynya', 1, 60), hero('hero_halfdan', 2, 60, 1)];
    const battleStair = squadBattleStair(squad);
    expect(battleStair).toBeGreaterThan(1);
    const places = generatePlaces({ playerSeed: 21, coordFrom: 0, coordTo: stairEnd(battleStair) });
    for (const p of places) {
      if (p.guard === null || p.guard.stair > battleStair) continue;
      // Standing at the stair of the place, with the reach to match (SPEC §4 rows).
      const reach = { stair: Math.max(p.stair, battleStair), battleStair };
      if (p.stair < 26 || p.stair > 59)
        expect(placeDanger(p, reach), `stair ${p.stair}`).not.toBe('RED');
    }
    const elite = places.find(
      (p) => p.guard?.elite && p.guard.stair > battleStair + 1 && p.stair >= 60,
    );
    if (elite !== undefined)
      expect(placeDanger(elite, { stair: elite.stair, battleStair })).toBe('RED');
  });

  it('rates a stronger squad at a higher battle stair', () => {
    const weak = squadBattleStair([hero('hero_dobrynya', 1, 1)]);
    const strong = squadBattleStair([hero('hero_dobrynya', 1, 50)]);
    const six = squadBattleStair([1, 2, 3, 4, 5, 6].map((i) => hero('hero_dobrynya', i, 50, i)));
    expect(weak).toBeGreaterThanOrEqual(0);
    expect(strong).toBeGreaterThan(weak);
    expect(six).toBeGreaterThan(strong);
    expect(squadBattleStair([])).toBe(0);
  });

  it('reckons the danger of a fight now with the health the squad has left', () => {
    const squad = [1, 2].map((i) => hero('hero_dobrynya', i, 20, i));
    const full = squadBattleStair(squad);
    expect(squadBattleStair(squad, 'current')).toBe(full);
    expect(squadHealthShare(squad)).toBe(1);
    // The play-test's squad: 9 of 294 and 7 of 226 health.
    const hurt = squad.map((c) => withHealth(c, Math.round(maxHealth(c) * 0.03)));
    expect(squadHealthShare(hurt)).toBeLessThan(BADLY_HURT_SHARE);
    expect(squadBattleStair(hurt, 'current')).toBeLessThan(full);
    // The player's strength (SPEC §3 battleStair) stays what a rested squad can do.
    expect(squadBattleStair(hurt)).toBe(full);
  });

  it('starts a MOB battle from a guarded place', () => {
    const gate = gateOfStair(4, 3);
    const r = startPlaceBattle({ place: gate, squad: [hero('hero_dobrynya', 1, 5)] }, 77);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.state).toMatchObject({ kind: 'MOB', placeId: gate.id, stair: 3, gate: true });
      expect(r.value.moves[0]).toMatchObject({ moveNumber: 1, kind: 'TURN' });
      expect(r.value.state.creatures.filter((c) => c.team === 1)).toHaveLength(
        gate.guard?.monsters.length ?? 0,
      );
    }
  });
});

describe('road progress', () => {
  it('opens the next stair when a gate falls, and raises battle and best stairs', () => {
    let p = newRoadProgress();
    expect(p.maxCoordinate).toBe(stairEnd(1));
    p = moveTo(p, 5000);
    expect(p.coordinate).toBe(stairEnd(1));
    const gate = gateOfStair(1, 1);
    expect(canFightAt(p, gate)).toEqual({ ok: true, value: true });
    p = afterVictory(p, gate);
    expect(p).toMatchObject({ maxCoordinate: stairEnd(2), bestVictoryStair: 1 });
    expect(withBattleStair(p, [hero('hero_dobrynya', 1, 30)]).battleStair).toBeGreaterThan(1);
    expect(canFightAt(p, gateOfStair(1, 5))).toEqual({ ok: false, code: 'PLACE_OUT_OF_REACH' });
    p = moveTo(p, 150.7);
    expect(p).toMatchObject({ coordinate: 150, stair: 2 });
  });
});

describe('place extras', () => {
  it('fills a gainable place one period at a time, up to its cap', () => {
    const gift = {
      kind: 'GAINABLE',
      resource: 'GOLD',
      amount: 10,
      periodSeconds: 100,
      cap: 30,
    } as const;
    expect(gainableAmount(gift, 99)).toBe(0);
    expect(gainableAmount(gift, 250)).toBe(20);
    expect(gainableAmount(gift, 1e9)).toBe(30);
    expect(gainableAmount({ kind: 'HEALING_SPRING' }, 1e9)).toBeNull();
  });
});

describe('road markers', () => {
  const p = { ...newRoadProgress(), coordinate: 4321, maxCoordinate: 4999, bestVictoryStair: 40 };

  it('marks with a waystone and carries back to the mark', () => {
    expect(useRoadMarker('marker_waystone', p)).toEqual({
      ok: true,
      value: { kind: 'MARK', coordinate: 4321 },
    });
    expect(useRoadMarker('marker_waystone', p, 1200)).toEqual({
      ok: true,
      value: { kind: 'TELEPORT', coordinate: 1200 },
    });
    expect(useRoadMarker('marker_waystone', p, 9000)).toEqual({
      ok: true,
      value: { kind: 'TELEPORT', coordinate: 4999 },
    });
  });

  it('carries to the best conquered stair with a rune, and refuses battle items', () => {
    expect(useRoadMarker('marker_rune', p)).toEqual({
      ok: true,
      value: { kind: 'TELEPORT', coordinate: stairStart(40) },
    });
    expect(useRoadMarker('potion_small', p)).toEqual({ ok: false, code: 'VALUE_INVALID' });
    expect(useRoadMarker('nothing', p)).toEqual({ ok: false, code: 'CONSUMABLE_MISSING' });
  });
});

describe('the stair a player has reached', () => {
  it('is the furthest walked or won, and at least the first', () => {
    expect(reachedStair({ maxCoordinate: 0, bestVictoryStair: 0 })).toBe(1);
    expect(reachedStair({ maxCoordinate: stairEnd(7), bestVictoryStair: 3 })).toBe(7);
    expect(reachedStair({ maxCoordinate: stairEnd(2), bestVictoryStair: 9 })).toBe(9);
  });
});
