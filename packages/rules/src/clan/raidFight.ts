import type { BattleState } from '../battle/types.js';
import { monsterDef } from '../content/monsters.js';
import { buildMonster } from '../creature/build.js';
import { maxHealth, withHealth, type Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';
import type { RaidDifficulty } from './raids.js';
import { HOUR_MS } from '../time/units.js';

/** The raid boss of each difficulty and the level it is built at (the battle's stair). */
export const RAID_BOSSES: Readonly<Record<RaidDifficulty, { monster: string; level: number }>> = {
  EASY: { monster: 'm_solovei', level: 10 },
  NORMAL: { monster: 'm_tugarin', level: 25 },
  HARD: { monster: 'm_gorynych', level: 50 },
  EXTREME: { monster: 'm_nidhogg', level: 100 },
};

/** A member starts a fight with the boss at most once an hour while the raid runs. */
export const RAID_FIGHT_EVERY_MS = HOUR_MS;
/** Each clan shield level adds 10% to the damage a fight counts. */
export const RAID_SHIELD_BONUS = 0.1;
/** Each experience hall level adds 10% to a fighter's gold. */
export const RAID_EXPERIENCE_BONUS = 0.1;
/** Each level of any hall of fame force adds 2% to the damage a fight counts. */
export const RAID_HALL_BONUS = 0.02;
/** Gold a fighter earns per point of damage counted. */
export const RAID_GOLD_PER_DAMAGE = 0.5;

/** The boss's id in a raid battle: heroes' ids are positive, so it never meets one. */
export const RAID_BOSS_ID = -1;

/** The boss a member's raid battle (MULTI kind, the boss played by the AI) is fought against. */
export interface RaidBoss {
  readonly boss: Creature;
  /** The battle's stair: the boss's level. */
  readonly stair: number;
}

/**
 * The boss of a raid fight (SPEC §4 raids): it enters with its own health or what is left of the
 * shared health, whichever is less.
 */
export function raidBoss(difficulty: RaidDifficulty, bossHealthLeft: number): Result<RaidBoss> {
  if (bossHealthLeft <= 0) return fail('CLAN_NO_RAID');
  const def = RAID_BOSSES[difficulty];
  const monster = monsterDef(def.monster);
  if (!monster) return fail('CLAN_NO_RAID');
  const built = buildMonster(monster, def.level, RAID_BOSS_ID);
  return ok({
    boss: withHealth(built, Math.min(maxHealth(built), bossHealthLeft)),
    stair: def.level,
  });
}

/** The clan buildings that raise what a raid fight counts. */
export interface RaidBonuses {
  readonly shieldLevel: number;
  readonly experienceLevel: number;
  /** The sum of the hall of fame forces' levels. */
  readonly hallLevels: number;
}

export interface RaidFightResult {
  /** Damage counted against the shared health (bonuses included, at most what was left). */
  readonly damage: number;
  readonly gold: number;
}

/**
 * What a finished raid battle counts: the health the boss lost, raised by the clan shield and the
 * hall of fame, at most the shared health left; the fighter earns gold by it, raised by the
 * experience hall.
 */
export function raidFightResult(
  battle: BattleState,
  bossHealthLeft: number,
  bonuses: RaidBonuses,
): RaidFightResult {
  const boss = battle.creatures.find((c) => c.team === 1);
  const lost = boss ? Math.max(0, boss.startHealth - boss.health) : 0;
  const bonus = 1 + RAID_SHIELD_BONUS * bonuses.shieldLevel + RAID_HALL_BONUS * bonuses.hallLevels;
  const damage = Math.max(0, Math.min(bossHealthLeft, Math.round(lost * bonus)));
  const gold = Math.round(
    damage * RAID_GOLD_PER_DAMAGE * (1 + RAID_EXPERIENCE_BONUS * bonuses.experienceLevel),
  );
  return { damage, gold };
}
