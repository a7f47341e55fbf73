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
