import { LEVEL_GATES } from '../progression/gates.js';
import { TEXT_LIMITS } from '../text/limits.js';
import { fail, ok, type Result } from '../text/result.js';
import { textLength } from '../text/validation.js';
import { HOUR_MS } from '../time/units.js';

/** SPEC §4 player clan states, as the clan screen shows the player. */
export const PLAYER_CLAN_STATES = [
  'NOT_ENLIGHTENED',
  'AVAILABLE',
  'NOT_AVAILABLE',
  'ACCEPTED_TO_CLAN',
  'CLAN_MEMBER',
] as const;
export type PlayerClanState = (typeof PLAYER_CLAN_STATES)[number];

/** After leaving or being kicked a player waits this long before joining or founding again. */
export const CLAN_REJOIN_COOLDOWN_MS = 12 * HOUR_MS;

export function playerClanState(p: {
  readonly level: number;
  readonly member: boolean;
  /** A member who has not opened the clan since being accepted. */
  readonly acceptedUnseen: boolean;
  readonly leftAt: number | null;
  readonly now: number;
}): PlayerClanState {
  if (p.member) return p.acceptedUnseen ? 'ACCEPTED_TO_CLAN' : 'CLAN_MEMBER';
  if (p.level < LEVEL_GATES.clan) return 'NOT_ENLIGHTENED';
  if (p.leftAt !== null && p.now - p.leftAt < CLAN_REJOIN_COOLDOWN_MS) return 'NOT_AVAILABLE';
  return 'AVAILABLE';
}

/** A clan name: trimmed, 3 to 40 characters, no control characters. */
export function validateClanName(input: string): Result<string> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return fail('TEXT_EMPTY');
  if (textLength(name) > TEXT_LIMITS.clanName) return fail('TEXT_TOO_LONG');
  if (textLength(name) < 3) return fail('CLAN_NAME_SHORT');
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return fail('CLAN_NAME_INVALID');
  return ok(name);
}

/** The key that makes two names the same clan name (case and spacing aside). */
export function clanNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Events of SPEC §4 written to a clan's log. */
export const CLAN_EVENTS = [
  'CREATED',
  'JOINED',
  'INVITE_REJECTED',
  'KICKED',
  'LEFT',
  'RAISED',
  'LOWERED',
  'DONATED_GOLD',
  'DONATED_CRYSTALS',
  'DONATED_EMERALDS',
  'DONATED_GEARS',
  'BUILDING_STARTED',
  'BUILDING_DONE',
  'HALL_IMPROVED',
  'THEME_CHANGED',
  'ABOUT_CHANGED',
  'DIFFICULTY_CHANGED',
  'ADVERTISEMENT_CHANGED',
  'LEADER_REPLACED',
  'DEPUTY_APPOINTED',
  'RAID_STARTED',
  'RAID_FOUGHT',
  'RAID_ENDED',
  'NAME_CHANGED',
] as const;
export type ClanEvent = (typeof CLAN_EVENTS)[number];

/** Log entries per page. */
export const CLAN_LOG_PAGE = 20;
