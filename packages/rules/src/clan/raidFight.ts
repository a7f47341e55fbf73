import { autoPlay } from '../battle/commands.js';
import { startBattle } from '../battle/setup.js';
import type { BattleState } from '../battle/types.js';
import { monsterDef } from '../content/monsters.js';
import { buildMonster } from '../creature/build.js';
import { maxHealth, withHealth, type Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';
import type { RaidDifficulty } from './raids.js';

/** The raid boss of each difficulty and the level it is built at. */
export const RAID_BOSSES: Readonly<Record<RaidDifficulty, { monster: string; level: number }>> = {
  EASY: { monster: 'm_solovei', level: 10 },
  NORMAL: { monster: 'm_tugarin', level: 25 },
  HARD: { monster: 'm_gorynych', level: 50 },
  EXTREME: { monster: 'm_nidhogg', level: 100 },
};

/** A member fights the boss at most once an hour while the raid runs. */
export const RAID_FIGHT_EVERY_MS = 3_600_000;
/** Each clan shield level adds 10% to the damage a fight counts. */
export const RAID_SHIELD_BONUS = 0.1;
/** Each experience hall level adds 10% to a fighter's gold. */
export const RAID_EXPERIENCE_BONUS = 0.1;
/** Each level of any hall of fame force adds 2% to the damage a fight counts. */
export const RAID_HALL_BONUS = 0.02;
/** Gold a fighter earns per point of damage counted. */
export const RAID_GOLD_PER_DAMAGE = 0.5;

/** The battle's id space for raid fights: never stored as a road or arena battle. */
const RAID_BATTLE_ID = 0;
const BOSS_ID = -1;

export interface RaidFightInput {
  readonly difficulty: RaidDifficulty;
  /** The member's squad as it stands; the fight does not wound it. */
  readonly squad: readonly Creature[];
  /** The boss's shared health left. */
  readonly bossHealthLeft: number;
  readonly shieldLevel: number;
  readonly experienceLevel: number;
  /** The sum of the hall of fame forces' levels. */
  readonly hallLevels: number;
}

export interface RaidFightResult {
  /** Damage counted against the shared health (bonuses included, at most what was left). */
  readonly damage: number;
  readonly gold: number;
  readonly turns: number;
  /** The whole fight, for replaying it on the raid screen. */
  readonly battle: BattleState;
}

/**
 * One member's fight with the raid boss (SPEC §4 raids, MULTI kind on the battle engine, both
 * sides played by the AI): the boss enters with its own health or what is left of the shared
 * health, whichever is less; the damage it takes, raised by the clan shield and the hall of fame,
 * comes off the shared health; the fighter earns gold by it, raised by the experience hall.
 */
export function raidFight(input: RaidFightInput, seed: number | string): Result<RaidFightResult> {
  if (input.bossHealthLeft <= 0) return fail('CLAN_NO_RAID');
  const def = RAID_BOSSES[input.difficulty];
  const monster = monsterDef(def.monster);
  if (!monster) return fail('CLAN_NO_RAID');
  const built = buildMonster(monster, def.level, BOSS_ID);
  const boss = withHealth(built, Math.min(maxHealth(built), input.bossHealthLeft));
  const start = startBattle(
    { id: RAID_BATTLE_ID, kind: 'MULTI', stair: def.level, squad: input.squad, enemies: [boss] },
    seed,
  );
  if (!start.ok) return start;
  const end = autoPlay({ ...start.value, aiTeams: [true, true] });
  const before = start.value.creatures.find((c) => c.team === 1)!.health;
  const after = end.creatures.find((c) => c.team === 1)!.health;
  const bonus = 1 + RAID_SHIELD_BONUS * input.shieldLevel + RAID_HALL_BONUS * input.hallLevels;
  const damage = Math.min(input.bossHealthLeft, Math.round(Math.max(0, before - after) * bonus));
  const gold = Math.round(
    damage * RAID_GOLD_PER_DAMAGE * (1 + RAID_EXPERIENCE_BONUS * input.experienceLevel),
  );
  return ok({ damage, gold, turns: end.turn, battle: end });
}
