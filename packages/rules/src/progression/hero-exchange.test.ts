import { describe, expect, it } from 'vitest';
import { heroDef } from '../content/heroes.js';
import { buildHero, makeArtifact } from '../creature/build.js';
import { itemDef } from '../content/items.js';
import { exchangeHero, exchangeTargets, isStarter } from './hero-exchange.js';

const dobrynya = buildHero(heroDef('hero_dobrynya')!, {
  id: 7,
  playerId: 3,
  level: 12,
  rank: 3,
  rankExp: 40,
  order: 2,
  combative: true,
  healthShare: 0.5,
  forces: [{ warriorClass: 'human', level: 2 }],
});

describe('the free hero exchange', () => {
  it('turns a starter into another starter, keeping everything invested', () => {
    const r = exchangeHero({
      hero: dobrynya,
      targetId: 'hero_halfdan',
      owned: ['hero_dobrynya'],
      playerLevel: 10,
    });
    if (!r.ok) throw new Error(r.code);
    const c = r.value;
    expect(c).toMatchObject({
      id: 7,
      identifier: 'hero_halfdan',
      warriorClass: 'berserk',
      imageId: heroDef('hero_halfdan')!.imageId,
      level: 12,
      rank: 3,
      rankExp: 40,
      order: 2,
      combative: true,
      forcesV2: [{ warriorClass: 'human', level: 2 }],
    });
    const health = c.skills.find((s) => s.skillType === 'HEALTH')!;
    expect(health.valueCurrent / health.valueTotal).toBeCloseTo(0.5, 6);
    // Halfdan hits harder and holds less than Dobrynya at the same level and rank.
    const attack = (x: typeof c) => x.skills.find((s) => s.skillType === 'ATTACK')!.valueTotal;
    expect(attack(c)).toBeGreaterThan(attack(dobrynya));
  });

  it('keeps worn artifacts on the exchanged hero', () => {
    const apple = makeArtifact(itemDef('art_idunn_apple')!, 4, 55);
    const armed = { ...dobrynya, artifacts: [apple] };
    const r = exchangeHero({ hero: armed, targetId: 'hero_velimir', owned: [], playerLevel: 30 });
    expect(r.ok && r.value.artifacts.map((a) => a.id)).toEqual([55]);
  });

  it('opens at level 10', () => {
    const args = { hero: dobrynya, targetId: 'hero_halfdan', owned: [] };
    expect(exchangeHero({ ...args, playerLevel: 9 })).toEqual({
      ok: false,
      code: 'HERO_EXCHANGE_LEVEL',
    });
    expect(exchangeHero({ ...args, playerLevel: 10 }).ok).toBe(true);
  });

  it('exchanges only starters, for a starter not owned', () => {
    const alyosha = buildHero(heroDef('hero_alyosha')!, { id: 8, playerId: 3 });
    expect(
      exchangeHero({ hero: alyosha, targetId: 'hero_halfdan', owned: [], playerLevel: 10 }),
    ).toEqual({ ok: false, code: 'HERO_EXCHANGE_NOT_STARTER' });
    expect(
      exchangeHero({ hero: dobrynya, targetId: 'hero_alyosha', owned: [], playerLevel: 10 }),
    ).toEqual({ ok: false, code: 'VALUE_INVALID' });
    expect(
      exchangeHero({
        hero: dobrynya,
        targetId: 'hero_halfdan',
        owned: ['hero_dobrynya', 'hero_halfdan'],
        playerLevel: 10,
      }),
    ).toEqual({ ok: false, code: 'HERO_ALREADY_OWNED' });
  });

  it('offers every starter not owned', () => {
    expect(exchangeTargets(['hero_dobrynya', 'hero_alyosha'])).toEqual([
      'hero_velimir',
      'hero_halfdan',
    ]);
    expect(isStarter('hero_velimir')).toBe(true);
    expect(isStarter('hero_svyatogor')).toBe(false);
  });
});
