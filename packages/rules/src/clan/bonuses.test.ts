import { describe, expect, it } from 'vitest';
import { autoPlay } from '../battle/commands.js';
import { GEAR_DROP_CHANCE, battleOutcome, gearDrop } from '../battle/outcome.js';
import { startBattle } from '../battle/setup.js';
import type { BattleKind } from '../battle/types.js';
import { heroSquad, monsterSquad } from '../test-support/squads.js';
import { CLAN_EXP_BONUS, CLAN_SHIELD_GUARD, memberBonuses, NO_CLAN_BONUSES } from './bonuses.js';

describe('member bonuses of clan buildings', () => {
  it('raise experience by the hall of experience and guard defeat gold by the shield', () => {
    expect(memberBonuses({})).toEqual(NO_CLAN_BONUSES);
    expect(memberBonuses({ EXPERIENCE: 3, CLAN_SHIELD: 2 })).toEqual({
      exp: 1 + 3 * CLAN_EXP_BONUS,
      defeatGold: 1 - 2 * CLAN_SHIELD_GUARD,
    });
    expect(memberBonuses({ CLAN_SHIELD: 20 }).defeatGold).toBe(0);
  });
});

describe('gears from road battles', () => {
  const won = (kind: BattleKind, seed: number) => {
    const s = startBattle(
      { kind, stair: 60, squad: heroSquad(6, 80), enemies: monsterSquad(1, 1) },
      seed,
    );
    if (!s.ok) throw new Error(s.code);
    return battleOutcome(autoPlay(s.value.state).state)!;
  };

  it('drop now and then from won MOB battles only, more deeper up the road', () => {
    expect(gearDrop(1)).toBe(1);
    expect(gearDrop(60)).toBe(3);
    let drops = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const o = won('MOB', seed);
      expect(o.won).toBe(true);
      const g = o.winnerReward!.resources.GEARS;
      if (g !== undefined) {
        expect(g).toBe(3);
        drops++;
      }
      expect(won('ARENA', seed).winnerReward!.resources.GEARS).toBeUndefined();
    }
    expect(drops / 400).toBeGreaterThan(GEAR_DROP_CHANCE / 2);
    expect(drops / 400).toBeLessThan(GEAR_DROP_CHANCE * 2);
  });
});
