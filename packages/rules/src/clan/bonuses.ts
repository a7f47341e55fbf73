import type { ClanBuildingType } from './content.js';

/** Hall of experience: members' road and arena battles give 3% more experience per level. */
export const CLAN_EXP_BONUS = 0.03;
/** Clan shield: members lose 10% less gold in a lost battle per level. */
export const CLAN_SHIELD_GUARD = 0.1;

/** What a clan's buildings give each member outside raids, as factors on a battle's outcome. */
export interface MemberBonuses {
  /** Multiplies the experience of a won battle. */
  readonly exp: number;
  /** Multiplies the gold a lost battle costs. */
  readonly defeatGold: number;
}

export const NO_CLAN_BONUSES: MemberBonuses = { exp: 1, defeatGold: 1 };

/** The member bonuses of buildings at these levels (a building not listed is level 0). */
export function memberBonuses(
  levels: Readonly<Partial<Record<ClanBuildingType, number>>>,
): MemberBonuses {
  const exp = levels.EXPERIENCE ?? 0;
  const shield = levels.CLAN_SHIELD ?? 0;
  return {
    exp: 1 + CLAN_EXP_BONUS * exp,
    defeatGold: Math.max(0, 1 - CLAN_SHIELD_GUARD * shield),
  };
}
