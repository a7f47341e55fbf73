import { describe, expect, it } from 'vitest';
import { FORCES, forceUpgradeCost } from '../content/forces.js';
import { hero } from '../test-support/squads.js';
import {
  forceUpgradeSlots,
  hammerPrice,
  MAX_MAGIC_HAMMERS,
  planForceUpgrade,
  withForceLevel,
} from './forces.js';

const cls = FORCES[0]!.warriorClass;

describe('force upgrades', () => {
  it('go up to the hero rank, then wait for the next rank, then stop at the limit', () => {
    const recruit = hero('hero_dobrynya', 1);
    expect(planForceUpgrade(recruit, cls)).toEqual({
      ok: true,
      value: { toLevel: 1, ...forceUpgradeCost(1) },
    });
    const learned = withForceLevel(recruit, cls, 1);
    expect(learned.forcesV2).toEqual([{ warriorClass: cls, level: 1 }]);
    expect(learned.weight).toBeGreaterThanOrEqual(recruit.weight);
    expect(planForceUpgrade(learned, cls)).toEqual({ ok: false, code: 'FORCE_LOCKED' });
    const top = withForceLevel({ ...learned, rank: 5 }, cls, 5);
    expect(planForceUpgrade(top, cls)).toEqual({ ok: false, code: 'FORCE_MAX_LEVEL' });
  });

  it('are not learned one by one by fixed-rank heroes, who know every force already', () => {
    const karachun = hero('hero_karachun', 1);
    expect(karachun.forcesV2).toHaveLength(FORCES.length);
    expect(karachun.forcesV2.every((f) => f.level === 2)).toBe(true);
    expect(planForceUpgrade(karachun, cls)).toEqual({ ok: false, code: 'FORCE_FIXED_RANK' });
  });

  it('run two at once, one more per magic hammer, at rising prices', () => {
    expect(forceUpgradeSlots(0)).toBe(2);
    expect(forceUpgradeSlots(MAX_MAGIC_HAMMERS)).toBe(2 + MAX_MAGIC_HAMMERS);
    expect(forceUpgradeSlots(99)).toBe(2 + MAX_MAGIC_HAMMERS);
    expect([0, 1, 2].map(hammerPrice)).toEqual([150, 300, 450]);
  });
});

describe('artifact slots', () => {
  it('say which slot is shut, and whether a higher rank would make room', async () => {
    const { canGiveArtifact } = await import('../creature/equip.js');
    const { makeArtifact } = await import('../creature/build.js');
    const { ARTIFACTS } = await import('../content/items.js');
    const sword = (id: number) => makeArtifact(ARTIFACTS[0]!, 1, id);
    const recruit = hero('hero_dobrynya', 1);
    expect(canGiveArtifact(recruit, { slot: 2 })).toEqual({
      ok: false,
      code: 'SLOT_NOT_AVAILABLE',
    });
    const twoWorn = { ...recruit, artifacts: [sword(1), sword(2)] };
    expect(canGiveArtifact(twoWorn)).toEqual({ ok: false, code: 'NO_ARTIFACT_SPACE' });
    const top = { ...recruit, slotsCount: 6, artifacts: [1, 2, 3, 4, 5, 6].map(sword) };
    expect(canGiveArtifact(top)).toEqual({ ok: false, code: 'ALL_SLOTS_TAKEN' });
    expect(canGiveArtifact({ ...recruit, temporal: true })).toEqual({
      ok: false,
      code: 'NO_SUITABLE_HEROES',
    });
  });
});
