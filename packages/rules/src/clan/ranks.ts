import type { LocalText } from '../i18n/lang.js';
import { DAY_MS } from '../time/units.js';

/**
 * Clan ranks (SPEC §4), highest first. SUBLEADER is the temporary leader: the server names one
 * while the leader is away (see `LEADER_AWAY_MS`) and hands the rank back when the leader returns.
 */
export const CLAN_RANKS = [
  'LEADER',
  'SUBLEADER',
  'DEPUTY_LEADER',
  'REPRESENTATIVE',
  'PARTICIPANT',
  'NEWBIE',
] as const;
export type ClanRank = (typeof CLAN_RANKS)[number];

export const CLAN_RANK_NAMES: Readonly<Record<ClanRank, LocalText>> = {
  LEADER: { ru: 'Глава', en: 'Leader' },
  SUBLEADER: { ru: 'Временный глава', en: 'Acting leader' },
  DEPUTY_LEADER: { ru: 'Заместитель', en: 'Deputy' },
  REPRESENTATIVE: { ru: 'Представитель', en: 'Representative' },
  PARTICIPANT: { ru: 'Участник', en: 'Member' },
  NEWBIE: { ru: 'Новичок', en: 'Newbie' },
};

/** Higher is more senior: LEADER 5 … NEWBIE 0. */
export function rankWeight(rank: ClanRank): number {
  return CLAN_RANKS.length - 1 - CLAN_RANKS.indexOf(rank);
}

/** The rank one step up the ladder promotions climb (NEWBIE → PARTICIPANT → REPRESENTATIVE → DEPUTY). */
const PROMOTE_STEP: Partial<Record<ClanRank, ClanRank>> = {
  NEWBIE: 'PARTICIPANT',
  PARTICIPANT: 'REPRESENTATIVE',
  REPRESENTATIVE: 'DEPUTY_LEADER',
};
/** One step down (DEPUTY → REPRESENTATIVE → PARTICIPANT → NEWBIE). */
const DEMOTE_STEP: Partial<Record<ClanRank, ClanRank>> = {
  DEPUTY_LEADER: 'REPRESENTATIVE',
  REPRESENTATIVE: 'PARTICIPANT',
  PARTICIPANT: 'NEWBIE',
};

export function promotedRank(rank: ClanRank): ClanRank | null {
  return PROMOTE_STEP[rank] ?? null;
}
export function demotedRank(rank: ClanRank): ClanRank | null {
  return DEMOTE_STEP[rank] ?? null;
}

/** A new member starts as a newbie; the founder leads. */
export const JOINING_RANK: ClanRank = 'NEWBIE';

/** The leader is away after this long without any change to their player (7 days). */
export const LEADER_AWAY_MS = 7 * DAY_MS;
