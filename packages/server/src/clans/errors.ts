import type { ErrorCode } from '@heroroad/rules';
import { AppError } from '../core/errors.js';

/** The HTTP status of each clan refusal: rights 403, missing things 404, clashes 409. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  CLAN_RANK_TOO_LOW: 403,
  CLAN_NOT_MEMBER: 403,
  CLAN_LEVEL_REQUIRED: 403,
  CLAN_NOT_FOUND: 404,
  CLAN_TARGET_NOT_MEMBER: 404,
  CLAN_NO_INVITATION: 404,
  CLAN_NO_APPLICATION: 404,
  CLAN_NOT_ENOUGH_FUNDS: 409,
  CLAN_FULL: 409,
  CLAN_ALREADY_MEMBER: 409,
  CLAN_TARGET_IN_CLAN: 409,
  CLAN_NAME_TAKEN: 409,
  CLAN_REJOIN_WAIT: 409,
  CLAN_ALREADY_INVITED: 409,
  CLAN_LEADER_MUST_RESIGN: 409,
  CLAN_NO_SUCCESSOR: 409,
  CLAN_BUILDING_BUSY: 409,
  CLAN_BUILDING_IDLE: 409,
  CLAN_BUILDING_MAX: 409,
  CLAN_GIFT_NOT_READY: 409,
  CLAN_RAID_BUSY: 409,
  CLAN_NO_RAID: 409,
};

export function clanError(code: ErrorCode): AppError {
  return new AppError(code, STATUS[code]);
}

/** Throws a failed rules result as a clan refusal, else gives its value. */
export function must<T>(r: { ok: true; value: T } | { ok: false; code: ErrorCode }): T {
  if (!r.ok) throw clanError(r.code);
  return r.value;
}
