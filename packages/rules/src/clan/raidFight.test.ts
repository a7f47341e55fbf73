import { describe, expect, it } from 'vitest';
import { autoPlay } from '../battle/commands.js';
import { startBattle } from '../battle/setup.js';
import { heroSquad } from '../test-support/squads.js';
import { RAID_BOSS_ID, RAID_GOLD_PER_DAMAGE, raidBoss, raidFightResult } from './raidFight.js';

const none = { shieldLevel: 0, experienceLevel: 0, hallLevels: 0 };

/** A raid battle played to its end by the AI on both sides. */
function fought(left: number, seed: string) {
  const b = raidBoss('EASY', left);
  if (!b.ok) throw new Error(b.code);
  const start = startBattle(
    {
      kind: 'MULTI',
      stair: b.value.stair,
      squad: heroSquad(4, 12),
      enemies: [b.value.boss],
      aiEnemies: true,
    },
    seed,
  );
  if (!start.ok) throw new Error(start.code);
  expect(start.value.state.aiTeams).toEqual([false, true]);
  return autoPlay(start.value.state).state;
}

describe('a raid fight', () => {
  it('puts the boss in with at most the shared health left', () => {
    const full = raidBoss('EASY', 1e9);
    const low = raidBoss('EASY', 30);
    if (!full.ok || !low.ok) throw new Error('refused');
    expect(full.value.boss.id).toBe(RAID_BOSS_ID);
    expect(full.value.stair).toBe(10);
    expect(fought(30, 'raid-0').creatures.find((c) => c.team === 1)!.startHealth).toBe(30);
  });

  it('counts the health the boss lost, raised by the buildings, never more than was left', () => {
    const battle = fought(50_000, 'raid-1');
    expect(battle.status).toBe('COMPLETED');
    const boss = battle.creatures.find((c) => c.team === 1)!;
    const plain = raidFightResult(battle, 50_000, none);
    expect(plain.damage).toBe(Math.round(boss.startHealth - boss.health));
    expect(plain.damage).toBeGreaterThan(0);
    expect(plain.gold).toBe(Math.round(plain.damage * RAID_GOLD_PER_DAMAGE));
    const built = raidFightResult(battle, 50_000, {
      shieldLevel: 2,
      hallLevels: 5,
      experienceLevel: 3,
    });
    expect(built.damage).toBe(Math.round((boss.startHealth - boss.health) * 1.3));
    expect(built.gold).toBe(Math.round(built.damage * RAID_GOLD_PER_DAMAGE * 1.3));
    expect(raidFightResult(battle, 5, none).damage).toBe(5);
  });

  it('refuses a fight once the boss has fallen', () => {
    expect(raidBoss('EASY', 0)).toEqual({ ok: false, code: 'CLAN_NO_RAID' });
  });
});
