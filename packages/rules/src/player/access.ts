/** Access levels of SPEC §6, lowest first. */
export const ACCESS_LEVELS = ['TRIAL', 'PLAYER', 'MODERATOR', 'ADMIN', 'GOD'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

function accessRank(level: AccessLevel): number {
  return ACCESS_LEVELS.indexOf(level);
}

/** True when `level` is at least `needed` (TRIAL < PLAYER < MODERATOR < ADMIN < GOD). */
export function hasAccess(level: AccessLevel, needed: AccessLevel): boolean {
  return accessRank(level) >= accessRank(needed);
}

/** Moderator access means MODERATOR, ADMIN or GOD (SPEC §6). */
export const hasModeratorAccess = (level: AccessLevel): boolean => hasAccess(level, 'MODERATOR');
/** Admin access means ADMIN or GOD (SPEC §6). */
export const hasAdminAccess = (level: AccessLevel): boolean => hasAccess(level, 'ADMIN');

/** Displayed roles of SPEC §3. */
export type DisplayedRole =
  'guest' | 'player' | 'goodPlayer' | 'moderator' | 'administrator' | 'developer';

export function displayedRole(level: AccessLevel, goodPlayer = false): DisplayedRole {
  switch (level) {
    case 'TRIAL':
      return 'guest';
    case 'PLAYER':
      return goodPlayer ? 'goodPlayer' : 'player';
    case 'MODERATOR':
      return 'moderator';
    case 'ADMIN':
      return 'administrator';
    case 'GOD':
      return 'developer';
  }
}

/** Why a change of access level is refused, or null when the caller may make it. */
export type AccessChangeRefusal =
  'ACCESS_SELF' | 'ACCESS_ABOVE_OWN' | 'ACCESS_TARGET_NOT_BELOW' | 'ACCESS_UNCHANGED';

/**
 * Who may set whose level (issue 17): nobody changes their own level, nobody grants a level above
 * their own, and only someone above a player's current level may change it (so an administrator
 * cannot demote another administrator, and only a developer touches administrators).
 */
export function accessChangeRefusal(
  caller: AccessLevel,
  from: AccessLevel,
  to: AccessLevel,
  self: boolean,
): AccessChangeRefusal | null {
  if (self) return 'ACCESS_SELF';
  if (accessRank(to) > accessRank(caller)) return 'ACCESS_ABOVE_OWN';
  if (accessRank(from) >= accessRank(caller)) return 'ACCESS_TARGET_NOT_BELOW';
  if (from === to) return 'ACCESS_UNCHANGED';
  return null;
}

/** What the displayed role is read from. */
export interface RoleFacts {
  readonly accessLevel: AccessLevel;
  readonly registered: boolean;
  readonly goodPoints: number;
  readonly evilPoints: number;
}

/**
 * The one place a player's displayed role comes from (SPEC §3): the access level, and for a
 * registered player whose good points outweigh the evil ones, "good player" (GAME_DESIGN.md).
 */
export function roleOf(p: RoleFacts): DisplayedRole {
  const good = p.registered && p.goodPoints > 0 && p.goodPoints > p.evilPoints;
  return displayedRole(p.accessLevel, good);
}
