import { SLOT_SPACING } from '../road/geometry.js';
import type { LocalText } from '../i18n/lang.js';
import { SNOW_DIFFICULTIES, type SnowDifficulty } from './contexts.js';

/** One snow world difficulty (GAME_DESIGN.md "Snow world"). */
export interface SnowDifficultyDef {
  readonly id: SnowDifficulty;
  readonly name: LocalText;
  /** The player level that opens it. */
  readonly minLevel: number;
  /** Steps (road slots walked) one visit allows. */
  readonly steps: number;
  /** Its guards stand this many stairs above (or below) the stair the player entered from. */
  readonly stairOffset: number;
  /** Caviar and crystals of its places, times the easy world's. */
  readonly rewardFactor: number;
}

const def = (
  id: SnowDifficulty,
  ru: string,
  en: string,
  minLevel: number,
  steps: number,
  stairOffset: number,
  rewardFactor: number,
): SnowDifficultyDef => ({ id, name: { ru, en }, minLevel, steps, stairOffset, rewardFactor });

/**
 * Harder worlds are shorter and stronger but pay more per place: a visit to the incredible world
 * pays about three easy visits.
 */
export const SNOW_DIFFICULTY_DEFS: Readonly<Record<SnowDifficulty, SnowDifficultyDef>> = {
  EASY: def('EASY', 'Лёгкий', 'Easy', 6, 15, -3, 1),
  STANDARD: def('STANDARD', 'Обычный', 'Standard', 12, 12, 0, 2),
  HARD: def('HARD', 'Трудный', 'Hard', 20, 10, 3, 3.5),
  INCREDIBLE: def('INCREDIBLE', 'Невероятный', 'Incredible', 30, 8, 6, 6),
};

/** SPEC §4, §9: a new visit opens this long after the last one ended. */
export const SNOW_RETURN_SECONDS = 6 * 3600;

export const SNOW_WORLD_NAME: LocalText = { ru: 'Снежный мир', en: 'Snow world' };

export function snowDifficultyOpen(difficulty: SnowDifficulty, level: number): boolean {
  return level >= SNOW_DIFFICULTY_DEFS[difficulty].minLevel;
}

/** What lets a player into the snow world at all (SPEC §1): the campaign, the clan, or nothing. */
export const SNOW_UNLOCKS = ['CAMPAIGN', 'CLAN', 'NONE'] as const;
export type SnowUnlock = (typeof SNOW_UNLOCKS)[number];

/** The level of the clan's SNOW_WORLD building from which its members may enter. */
export const SNOW_CLAN_BUILDING_LEVEL = 1;

/** What the snow world's door looks at. */
export interface SnowAccess {
  readonly level: number;
  /** The player has used the SNOW_WORLD campaign: a pass of their own, for good. */
  readonly campaignUsed: boolean;
  /** The SNOW_WORLD building of the player's clan (0 outside a clan). */
  readonly clanSnowLevel: number;
}

/** Why the player may enter: their own pass first (it outlives any clan), then the clan's. */
export function snowUnlockedBy(a: SnowAccess): SnowUnlock {
  if (a.campaignUsed) return 'CAMPAIGN';
  if (a.clanSnowLevel >= SNOW_CLAN_BUILDING_LEVEL) return 'CLAN';
  return 'NONE';
}

/** The difficulty may be entered: the world is unlocked and the player's level reaches it. */
export function snowDifficultyEnterable(difficulty: SnowDifficulty, a: SnowAccess): boolean {
  return snowUnlockedBy(a) !== 'NONE' && snowDifficultyOpen(difficulty, a.level);
}

/** The difficulties a player of this level may enter. */
export function openSnowDifficulties(level: number): SnowDifficulty[] {
  return SNOW_DIFFICULTIES.filter((d) => snowDifficultyOpen(d, level));
}

/** A visit's walking budget in road units. */
export function snowBudget(difficulty: SnowDifficulty): number {
  return SNOW_DIFFICULTY_DEFS[difficulty].steps * SLOT_SPACING;
}

/** When the next visit may start: SNOW_RETURN_SECONDS after the last one ended. */
export function snowReturnAt(lastLeftAt: number | null): number {
  return lastLeftAt === null ? 0 : lastLeftAt + SNOW_RETURN_SECONDS * 1000;
}
