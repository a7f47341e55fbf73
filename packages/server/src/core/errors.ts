import type { ErrorCode, Lang } from '@heroroad/rules';

/** HTTP status each error code answers with unless a call says otherwise. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  ACCOUNT_BANNED: 403,
  GAME_BANNED: 403,
  STAFF_TARGET_PROTECTED: 403,
  ACCESS_SELF: 403,
  ACCESS_ABOVE_OWN: 403,
  ACCESS_TARGET_NOT_BELOW: 403,
  REPORT_DUPLICATE: 409,
  REPORT_CLOSED: 409,
  REPORT_TAKEN: 409,
  BAN_NOT_ACTIVE: 409,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NICKNAME_TAKEN: 409,
  ALREADY_REGISTERED: 409,
  PLAYER_ALREADY_EXISTS: 409,
  SIDE_ROAD_LEFT: 409,
  LEDGER_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  CONTENT_TYPE_UNSUPPORTED: 415,
  RATE_LIMITED: 429,
  LOGIN_THROTTLED: 429,
  INTERNAL: 500,
};

/** An error a player sees: a code from the catalogue, translated when it is answered. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    status?: number,
    /** What the code alone cannot say, in the caller's language (a ban's reason and end). */
    readonly detail?: (lang: Lang) => string,
  ) {
    super(code);
    this.status = status ?? STATUS[code] ?? 400;
  }
}

/** Throws the code of a failed rules result, or gives its value. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; code: ErrorCode }): T {
  if (!result.ok) throw new AppError(result.code);
  return result.value;
}
