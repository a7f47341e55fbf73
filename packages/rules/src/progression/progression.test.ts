import { describe, expect, it } from 'vitest';
import { BALANCE } from '../content/balance.js';
import { maxHealth, withHealth, health } from '../creature/model.js';
import { hero } from '../test-support/squads.js';
import {
  addExperience,
  expToNext,
  groupLevelUp,
  heroLevelCap,
  heroLevelCost,
  levelUpHero,
  squadSlots,
} from './experience.js';
import {
  fullRegenSeconds,
  healthOptions,
  regenerate,
  restoreHealth,
  speedUpCost,
} from './health.js';
import {
  applyRankExp,
  buyHero,
  chooseFirstHero,
  learnForce,
  shopHeroes,
  starterChoices,
} from './heroes.js';

describe('experience and levels', () => {
  it('needs 100 experience for level 2 and more for every level after', () => {
    expect(expToNext(1)).toBe(100);
    for (let l = 1; l < 200; l++) expect(expToNext(l + 1)).toBeGreaterThan(expToNext(l));
  });

  it('rises several levels at once and keeps the rest', () => {
    const r = addExperience({ level: 1, currentExp: 0, maxExp: 100 }, 100 + expToNext(2) + 7);
    expect(r).toMatchObject({ level: 3, currentExp: 7, maxExp: expToNext(3), levelsGained: 2 });
    expect(addExperience({ level: 4, currentExp: 5, maxExp: 0 }, NaN).level).toBe(4);
  });

  it.each([
    [1, 3],
    [4, 4],
    [7, 5],
    [10, 6],
    [13, 6],
    [99, 6],
  ])('player level %d has %d squad slots', (level, slots) => {
    expect(squadSlots(level)).toBe(slots);
  });

  it('levels a hero for gold up to the cap', () => {
    const h = hero('hero_dobrynya', 1, 1);
    const r = levelUpHero(h, 1000, 1);
    expect(r.ok && r.value.creature.level).toBe(2);
    expect(r.ok && r.value.cost).toBeCloseTo(heroLevelCost(1));
    expect(levelUpHero(h, 0, 1)).toEqual({ ok: false, code: 'NOT_ENOUGH_RESOURCES' });
    expect(levelUpHero({ ...h, level: heroLevelCap(1) }, 1e9, 1)).toEqual({
      ok: false,
      code: 'HERO_MAX_LEVEL',
    });
  });

  it('levels a group of at most six, cheapest first, within the gold', () => {
    const squad = [1, 2, 3, 4, 5, 6, 7].map((i) => hero('hero_dobrynya', i, i));
    // Half a coin over the two cheapest levels: not enough for a third.
    const r = groupLevelUp(squad, heroLevelCost(1) + heroLevelCost(2) + 0.5, 50);
    expect(r.creatures.map((c) => c.level)).toEqual([2, 3, 3, 4, 5, 6, 7]);
    expect(r.cost).toBeCloseTo(heroLevelCost(1) + heroLevelCost(2));
  });
});

describe('health', () => {
  it('regenerates evenly and offers gold, emerald and waiting options', () => {
    const h = hero('hero_dobrynya', 1, 10);
    const hurt = withHealth(h, maxHealth(h) / 4);
    const o = healthOptions(hurt);
    expect(o.missingShare).toBeCloseTo(0.75);
    expect(o.waitSeconds).toBe(Math.ceil(0.75 * fullRegenSeconds(10)));
    expect(Number.isInteger(o.emeralds) && o.emeralds >= 1).toBe(true);
    expect(health(regenerate(hurt, o.waitSeconds))).toBeCloseTo(maxHealth(h));
    expect(health(regenerate(hurt, 1e9))).toBe(maxHealth(h));
    expect(fullRegenSeconds(1e6)).toBe(BALANCE.regenSecondsMax);
  });

  it('restores for gold or emeralds, and refuses a healthy hero', () => {
    const h = hero('hero_dobrynya', 1, 10);
    expect(restoreHealth(h, 'GOLD', { gold: 1e9, mithril: 0 })).toEqual({
      ok: false,
      code: 'FULLY_HEALTHY',
    });
    const dead = withHealth(h, 0);
    const byGold = restoreHealth(dead, 'GOLD', { gold: 1e9, mithril: 0 });
    expect(byGold.ok && health(byGold.value.creature)).toBe(maxHealth(h));
    expect(restoreHealth(dead, 'MITHRIL', { gold: 0, mithril: 0 })).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_GEMS',
    });
    expect(restoreHealth(dead, 'GOLD', { gold: 0, mithril: 0 })).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_RESOURCES',
    });
    expect(speedUpCost(0)).toBe(0);
    expect(speedUpCost(601)).toBe(2);
  });
});

describe('heroes', () => {
  it('offers three starters at character selection', () => {
    expect(starterChoices().map((h) => h.id)).toEqual([
      'hero_dobrynya',
      'hero_velimir',
      'hero_halfdan',
    ]);
    const first = chooseFirstHero('hero_velimir', 10, 3);
    expect(first.ok && first.value).toMatchObject({
      id: 10,
      playerId: 3,
      identifier: 'hero_velimir',
      level: 1,
    });
    expect(chooseFirstHero('hero_koschei', 10, 3)).toEqual({ ok: false, code: 'VALUE_INVALID' });
  });

  it('opens shop tiers by stair and checks purchases', () => {
    expect(shopHeroes(29).some((h) => h.tier === 'LEGENDARY')).toBe(false);
    expect(shopHeroes(30).some((h) => h.tier === 'LEGENDARY')).toBe(true);
    expect(shopHeroes(2).some((h) => h.id === 'hero_eupraxia')).toBe(false);
    expect(shopHeroes(3).some((h) => h.id === 'hero_eupraxia')).toBe(true);
    const base = { creatureId: 5, playerId: 1, order: 1, owned: [] as string[] };
    expect(
      buyHero({
        ...base,
        heroId: 'hero_svyatogor',
        bestStair: 29,
        wallet: { GOLD: 1e9, CRYSTAL: 1e9 },
      }),
    ).toEqual({ ok: false, code: 'STAIR_LOCKED' });
    expect(buyHero({ ...base, heroId: 'hero_alyosha', bestStair: 1, wallet: { GOLD: 1 } })).toEqual(
      { ok: false, code: 'NOT_ENOUGH_RESOURCES' },
    );
    expect(buyHero({ ...base, heroId: 'vip_mara', bestStair: 1, wallet: {} })).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_TOKENS',
    });
    expect(
      buyHero({ ...base, heroId: 'hero_dawn', bestStair: 500, wallet: { SULFUR: 1e9 } }),
    ).toEqual({ ok: false, code: 'NOT_ENOUGH_GEMS' });
    expect(
      buyHero({
        ...base,
        owned: ['hero_alyosha'],
        heroId: 'hero_alyosha',
        bestStair: 1,
        wallet: { GOLD: 1e9 },
      }),
    ).toEqual({ ok: false, code: 'HERO_ALREADY_OWNED' });
    const ok = buyHero({ ...base, heroId: 'hero_alyosha', bestStair: 1, wallet: { GOLD: 400 } });
    expect(ok.ok && ok.value.price).toEqual({ GOLD: 400 });
  });

  it('ranks up from kill experience and learns forces up to its rank', () => {
    const h = hero('hero_dobrynya', 1, 10);
    const ranked = applyRankExp(h, 10);
    expect(ranked.rank).toBe(2);
    expect(maxHealth(ranked)).toBeGreaterThan(maxHealth(h));
    const f1 = learnForce(h, 'dragon');
    if (!f1.ok) throw new Error(f1.code);
    expect(f1.value.creature.forcesV2).toEqual([{ warriorClass: 'dragon', level: 1 }]);
    expect(learnForce(f1.value.creature, 'dragon')).toEqual({ ok: false, code: 'FORCE_LOCKED' });
    expect(learnForce(h, 'empty')).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('speed-up price', () => {
  it('follows 3 × √minutes, at least 1, and nothing once the wait is over', async () => {
    const { speedUpPrice } = await import('./timers.js');
    expect(speedUpPrice(0)).toBe(0);
    expect(speedUpPrice(-5)).toBe(0);
    expect(speedUpPrice(1000)).toBe(1);
    expect(speedUpPrice(60_000)).toBe(3);
    expect(speedUpPrice(10 * 60_000)).toBe(10);
    expect(speedUpPrice(3_600_000)).toBe(24);
    expect(speedUpPrice(8 * 3_600_000)).toBe(66);
    expect(speedUpPrice(24 * 3_600_000)).toBe(114);
    // Never cheaper for a longer wait.
    for (let m = 1; m < 2000; m += 7) {
      expect(speedUpPrice((m + 1) * 60_000)).toBeGreaterThanOrEqual(speedUpPrice(m * 60_000));
    }
  });
});
