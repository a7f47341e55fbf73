import { describe, expect, it } from 'vitest';
import { heroDef } from '../content/heroes.js';
import { itemDef } from '../content/items.js';
import { hero, monster } from '../test-support/squads.js';
import { buildHero, creatureName, makeArtifact, recomputeCreature, slotsForRank } from './build.js';
import { canGiveArtifact, equipArtifact, unequipArtifact } from './equip.js';
import { canAct, isAlive, maxHealth, skillTotal, withHealth } from './model.js';
import { hasPremiumEffects, isPremiumCreature } from './premium.js';
import { creatureTraits } from './traits.js';

describe('creature model', () => {
  it('is alive above 0 health and acts only when alive and not frozen (SPEC §4)', () => {
    const c = hero('hero_dobrynya', 1);
    expect(isAlive(c) && canAct(c)).toBe(true);
    expect(isAlive(withHealth(c, 0))).toBe(false);
    expect(canAct({ ...c, effects: [{ type: 'FROZEN', movesRemain: 1 }] })).toBe(false);
    expect(canAct({ ...c, effects: [{ type: 'FROZEN', movesRemain: 0 }] })).toBe(true);
  });

  it('grows with level and rank, and keeps the health share when rebuilt', () => {
    const l1 = hero('hero_dobrynya', 1, 1);
    const l10 = hero('hero_dobrynya', 1, 10);
    expect(skillTotal(l10, 'ATTACK')).toBeGreaterThan(skillTotal(l1, 'ATTACK'));
    const hurt = withHealth(l10, maxHealth(l10) / 2);
    const ranked = recomputeCreature({ ...hurt, rank: 3 });
    expect(maxHealth(ranked)).toBeGreaterThan(maxHealth(hurt));
    expect(ranked.skills.find((s) => s.skillType === 'HEALTH')?.valueCurrent).toBeCloseTo(
      maxHealth(ranked) / 2,
    );
    expect(slotsForRank(1)).toBe(2);
    expect(slotsForRank(40)).toBe(6);
  });

  it('gives poisonous and immortal heroes their skills', () => {
    expect(skillTotal(hero('hero_velimir', 1), 'POISON')).toBeGreaterThan(0);
    expect(skillTotal(hero('hero_koschei', 1), 'IMMORTALITY')).toBe(1);
    expect(skillTotal(monster('m_nidhogg', 3000, -1), 'IMMORTALITY')).toBe(1);
  });

  it('teaches a fixed-rank hero every force at its fixed rank', () => {
    const karachun = hero('hero_karachun', 1);
    expect(karachun.rank).toBe(2);
    expect(karachun.forcesV2.length).toBeGreaterThan(50);
    expect(karachun.forcesV2.every((f) => f.level === 2)).toBe(true);
  });
});

describe('artifacts and amulets', () => {
  const sword = itemDef('art_kladenets');
  const claw = itemDef('amu_bear_claw');

  it('adds artifact stats and amulet traits', () => {
    if (sword === undefined || claw === undefined) throw new Error('content');
    const c = hero('hero_dobrynya', 1, 5);
    const armed = equipArtifact(c, makeArtifact(sword, 5, 100));
    if (!armed.ok) throw new Error(armed.code);
    expect(skillTotal(armed.value, 'ATTACK')).toBeGreaterThan(skillTotal(c, 'ATTACK'));
    const clawed = equipArtifact(armed.value, makeArtifact(claw, 1, 101));
    if (!clawed.ok) throw new Error(clawed.code);
    expect(creatureTraits(clawed.value).hammer).toBeCloseTo(0.06);
    expect(equipArtifact(clawed.value, makeArtifact(sword, 1, 102))).toEqual({
      ok: false,
      code: 'NO_ARTIFACT_SPACE',
    });
    const bare = unequipArtifact(clawed.value, 100);
    expect(bare.ok && skillTotal(bare.value, 'ATTACK')).toBeCloseTo(skillTotal(c, 'ATTACK'));
    expect(unequipArtifact(c, 999)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('refuses temporal creatures and the same image when asked (SPEC §5)', () => {
    const c = hero('hero_dobrynya', 1);
    expect(canGiveArtifact({ ...c, temporal: true }).ok).toBe(false);
    expect(canGiveArtifact(c, { sourceImageId: c.imageId }).ok).toBe(false);
    expect(canGiveArtifact(c, { maxSlots: 0 })).toEqual({ ok: false, code: 'NO_ARTIFACT_SPACE' });
    expect(canGiveArtifact(c).ok).toBe(true);
  });
});

describe('premium rules (SPEC §3, §5)', () => {
  it.each([
    ['hero_ob', 'x', true],
    ['db3_hero', 'x', true],
    ['hero_obx', 'x', false],
    ['xdb3_', 'x', false],
    ['plain', 'listed', true],
  ])('image %s, identifier %s: premium %s', (imageId, identifier, premium) => {
    expect(isPremiumCreature({ imageId, identifier }, ['listed'])).toBe(premium);
  });

  it('uses premium effects for vip_ identifiers, and ark heroes have premium images', () => {
    expect(hasPremiumEffects('vip_mara')).toBe(true);
    expect(hasPremiumEffects('hero_dobrynya')).toBe(false);
    const mara = heroDef('vip_mara');
    expect(mara && isPremiumCreature(buildHero(mara, { id: 1, playerId: 1 }))).toBe(true);
  });
});

describe('creature names', () => {
  it('names a creature in the player’s language, an unknown one by its identifier', () => {
    expect(creatureName('hero_dobrynya', 'RU')).toBe('Добрыня Никитич');
    expect(creatureName('hero_dobrynya', 'EN')).toBe('Dobrynya Nikitich');
    expect(creatureName('nobody_at_all', 'EN')).toBe('nobody_at_all');
  });
});
