import type { AccessLevel, Lang } from '@heroroad/rules';

/** Who is calling: resolved from a live session on every authenticated request. */
export interface AuthContext {
  readonly playerId: number;
  readonly accessLevel: AccessLevel;
  readonly lang: Lang;
  readonly authSource: string;
  /** Hash of the session id, to revoke this very session. */
  readonly sessionHash: string;
  /** Set in a login-as session: the staff member seeing the game as this player. */
  readonly viewerId: number | null;
}
