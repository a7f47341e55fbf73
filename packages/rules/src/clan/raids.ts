import type { LocalText } from '../i18n/lang.js';
import { DAY_MS } from '../time/units.js';

/** SPEC §4 raid states and difficulties. */
export const RAID_STATES = ['IN_RAID', 'RAID_AVAILABLE', 'RAID_WAITING', 'RAID_CLOSED'] as const;
export type RaidState = (typeof RAID_STATES)[number];
export const RAID_DIFFICULTIES = ['EASY', 'NORMAL', 'HARD', 'EXTREME'] as const;
export type RaidDifficulty = (typeof RAID_DIFFICULTIES)[number];

export interface RaidDifficultyDef {
  readonly id: RaidDifficulty;
  readonly name: LocalText;
  /** The snow world level that opens it. */
  readonly snowWorld: number;
  /** Boss health = bossHealth × members at the start. */
  readonly bossHealth: number;
  /** Red crystals to the budget when the boss falls. */
  readonly redCrystals: number;
  /** Gold crystals to the wallet of the member whose battle fells the boss (the killing blow). */
  readonly goldCrystals: number;
}

export const RAID_DIFFICULTY_DEFS: Readonly<Record<RaidDifficulty, RaidDifficultyDef>> = {
  EASY: {
    id: 'EASY',
    name: { ru: 'Лёгкая', en: 'Easy' },
    snowWorld: 1,
    bossHealth: 500,
    redCrystals: 20,
    goldCrystals: 1,
  },
  NORMAL: {
    id: 'NORMAL',
    name: { ru: 'Обычная', en: 'Standard' },
    snowWorld: 2,
    bossHealth: 1_500,
    redCrystals: 50,
    goldCrystals: 2,
  },
  HARD: {
    id: 'HARD',
    name: { ru: 'Трудная', en: 'Hard' },
    snowWorld: 3,
    bossHealth: 4_000,
    redCrystals: 120,
    goldCrystals: 3,
  },
  EXTREME: {
    id: 'EXTREME',
    name: { ru: 'Невероятная', en: 'Incredible' },
    snowWorld: 4,
    bossHealth: 10_000,
    redCrystals: 300,
    goldCrystals: 5,
  },
};

/** A raid lasts 24 hours; after it the clan waits 48 hours before the next (RAID_WAITING). */
export const RAID_DURATION_MS = DAY_MS;
export const RAID_COOLDOWN_MS = 2 * DAY_MS;

/** Difficulties a clan with this snow world level may choose. */
export function raidDifficultyOpen(difficulty: RaidDifficulty, snowWorldLevel: number): boolean {
  return snowWorldLevel >= RAID_DIFFICULTY_DEFS[difficulty].snowWorld;
}

/**
 * The raid state of a clan: closed without a snow world; in raid until its end; waiting during
 * the cool-down after one; otherwise available.
 */
export function raidState(
  snowWorldLevel: number,
  raid: { readonly endsAt: number; readonly endedAt: number | null } | null,
  now: number,
): RaidState {
  if (snowWorldLevel < 1) return 'RAID_CLOSED';
  if (!raid) return 'RAID_AVAILABLE';
  const end = raid.endedAt ?? raid.endsAt;
  if (raid.endedAt === null && now < raid.endsAt) return 'IN_RAID';
  return now < end + RAID_COOLDOWN_MS ? 'RAID_WAITING' : 'RAID_AVAILABLE';
}
