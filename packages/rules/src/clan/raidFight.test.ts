import { describe, expect, it } from 'vitest';
import { heroSquad } from '../test-support/squads.js';
import { RAID_GOLD_PER_DAMAGE, raidFight } from './raidFight.js';

const base = {
  difficulty: 'EASY' as const,
  squad: heroSquad(4, 12),
  shieldLevel: 0,
  experienceLevel: 0,
  hallLevels: 0,
};

describe('a raid fight', () => {
  it('plays the same fight for the same seed, and counts the damage the boss took', () => {
    const a = raidFight({ ...base, bossHealthLeft: 50_000 }, 'raid-1');
    const b = raidFight({ ...base, bossHealthLeft: 50_000 }, 'raid-1');
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.code);
    expect(a.value.battle.status).toBe('COMPLETED');
    expect(a.value.battle.kind).toBe('MULTI');
    const boss = a.value.battle.creatures.find((c) => c.team === 1)!;
    expect(a.value.damage).toBe(Math.round(boss.startHealth - boss.health));
    expect(a.value.damage).toBeGreaterThan(0);
    expect(a.value.gold).toBe(Math.round(a.value.damage * RAID_GOLD_PER_DAMAGE));
  });

  it('never counts more than the shared health left, and raises damage and gold by the buildings', () => {
    const small = raidFight({ ...base, bossHealthLeft: 30 }, 'raid-2');
    if (!small.ok) throw new Error(small.code);
    expect(small.value.damage).toBeLessThanOrEqual(30);
    const plain = raidFight({ ...base, bossHealthLeft: 50_000 }, 'raid-3');
    const built = raidFight(
      { ...base, bossHealthLeft: 50_000, shieldLevel: 2, hallLevels: 5, experienceLevel: 3 },
      'raid-3',
    );
    if (!plain.ok || !built.ok) throw new Error('refused');
    expect(built.value.damage).toBe(Math.min(50_000, Math.round(plain.value.damage * 1.3)));
    expect(built.value.gold).toBe(Math.round(built.value.damage * RAID_GOLD_PER_DAMAGE * 1.3));
  });

  it('refuses a fight once the boss has fallen', () => {
    expect(raidFight({ ...base, bossHealthLeft: 0 }, 'x')).toEqual({
      ok: false,
      code: 'CLAN_NO_RAID',
    });
  });
});
